// What a team runs in its copy of the repository: bump a part with a changeset, verify a provider
// against the deployed consumers, release, ask can-i-deploy and deploy. Each command is a real
// process in the scratch repository, timed; nothing is faked here.
import { spawn } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface Ran {
  command: string;
  code: number;
  output: string;
  seconds: number;
}

export interface TeamRepo {
  root: string;
  env: Record<string, string>;
  /** Every command run, in order: what the scenario measured. */
  log: Ran[];
}

export function run(repo: TeamRepo, command: string, args: string[]): Promise<Ran> {
  const started = Date.now();
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd: repo.root,
      env: { ...process.env, ...repo.env, FORCE_COLOR: '0', PACT_DO_NOT_TRACK: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', fail);
    child.on('close', (code) => {
      const ran = {
        command: `${command} ${args.join(' ')}`,
        code: code ?? 1,
        output,
        seconds: (Date.now() - started) / 1000,
      };
      repo.log.push(ran);
      done(ran);
    });
  });
}

/** Like run, but a non-zero exit fails the step with the command's output. */
export async function runOk(repo: TeamRepo, command: string, args: string[]): Promise<Ran> {
  const ran = await run(repo, command, args);
  if (ran.code !== 0) throw new Error(`${ran.command} exited ${ran.code}:\n${ran.output.slice(-4000)}`);
  return ran;
}

/** Replaces `from` by `to` in one source file; the file must contain `from` exactly once. */
export async function edit(repo: TeamRepo, file: string, from: string, to: string): Promise<void> {
  const path = join(repo.root, file);
  const text = await readFile(path, 'utf8');
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`${file}: expected "${from}" once, found it ${count} times`);
  await writeFile(path, text.replace(from, to));
}

/** The pending changesets of the copied tree are dropped: the scenario starts from released parts. */
export async function dropPendingChangesets(repo: TeamRepo): Promise<void> {
  const folder = join(repo.root, '.changeset');
  for (const name of await readdir(folder))
    if (name.endsWith('.md') && name !== 'README.md') await rm(join(folder, name));
}

/** A changeset for one package, then `changeset version`: the package's new version. */
export async function bump(
  repo: TeamRepo,
  pkg: string,
  level: 'patch' | 'minor' | 'major',
  summary: string,
): Promise<string> {
  const name = `${pkg.replace(/\W+/g, '-')}-${Date.now()}.md`;
  await writeFile(join(repo.root, '.changeset', name), `---\n'${pkg}': ${level}\n---\n\n${summary}\n`);
  await runOk(repo, 'npx', ['changeset', 'version']);
  return versionOf(repo, pkg);
}

const FOLDERS: Record<string, string> = {
  '@portal/svc-events': 'svc-events',
  '@portal/svc-files': 'svc-files',
  '@portal/mfe-events': 'mfe-events',
  '@portal/mfe-drive': 'mfe-drive',
};

export async function versionOf(repo: TeamRepo, pkg: string): Promise<string> {
  const folder = FOLDERS[pkg];
  if (!folder) throw new Error(`no folder known for ${pkg}`);
  const json = JSON.parse(await readFile(join(repo.root, folder, 'package.json'), 'utf8')) as {
    version: string;
  };
  return json.version;
}
