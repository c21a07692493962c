// A copy of the working tree for the two-team scenario: the teams edit, version and release parts
// there, never in the repository itself. Tracked and untracked (not ignored) files are copied with
// their times, so the copied front-end builds (dist/) stay newer than their sources and a release
// reuses them; node_modules are linked, not copied (the scenario edits no dependency and no
// shared library, only the parts' own sources).
import { execFileSync } from 'node:child_process';
import { cp, mkdir, readdir, symlink } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Folders whose built output the scenario reuses (the shell and the remotes). */
const BUILT = ['shell', 'mfe-events', 'mfe-admin', 'mfe-drive', 'mfe-quiz'];

export async function copyWorkingTree(repoRoot: string, target: string): Promise<void> {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    maxBuffer: 64 * 1024 * 1024,
  })
    .toString()
    .split('\0')
    .filter(Boolean);
  const made = new Set<string>();
  for (const file of listed) {
    const from = join(repoRoot, file);
    if (!existsSync(from)) continue; // deleted in the working tree
    const to = join(target, file);
    const folder = dirname(to);
    if (!made.has(folder)) {
      await mkdir(folder, { recursive: true });
      made.add(folder);
    }
    await cp(from, to, { preserveTimestamps: true });
  }
  for (const part of BUILT) {
    const dist = join(repoRoot, part, 'dist');
    if (existsSync(dist))
      await cp(dist, join(target, part, 'dist'), { recursive: true, preserveTimestamps: true });
  }
  await symlink(join(repoRoot, 'node_modules'), join(target, 'node_modules'), 'dir');
  // npm puts a workspace's own copy of a package next to it when versions differ
  for (const entry of await readdir(repoRoot, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    for (const folder of [entry.name, join(entry.name, 'kit')]) {
      const modules = join(repoRoot, folder, 'node_modules');
      if (folder !== 'node_modules' && existsSync(modules) && existsSync(join(target, folder)))
        await symlink(modules, join(target, folder, 'node_modules'), 'dir');
    }
  }
}
