// The one-off commands before the site serves: every service's migration (each owns its schema),
// then the seeds, from the working tree (tsx) or from a part's artefact (its release.json oneOffs).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runOnce } from './children.mjs';
import { SERVICE_PARTS, scriptOf, tsx } from './partProcesses.mjs';

const repoRoot = join(import.meta.dirname, '..', '..');

/**
 * A service's migration and seed commands: [{ label, args, cwd, env? }]. seed is the stack's seed
 * ('demo' | 'fixtures' | 'none'); from an artefact they are its oneOffs (`node <entry> [seed]`).
 */
export function oneOffsOf(part, release, { migrate = true, seed = 'none' } = {}) {
  // on the demo: the drive after the members it refers to, then the calendar, dated from today;
  // the fixtures (e2e) have no drive or events: journeys create their own
  const seedArg = part === 'svc-identity' ? (seed === 'none' ? null : seed) : seed === 'demo' ? 'demo' : null;
  const seedLabel = part === 'svc-identity' ? `seed ${seed}` : `seed ${part.replace('svc-', '')}`;
  const commands = [];
  if (release) {
    const { oneOffs = {}, dir } = release;
    if (migrate && oneOffs.migrate)
      commands.push({ label: `${part} migrate`, args: [join(dir, oneOffs.migrate)], cwd: dir });
    if (seedArg && oneOffs.seed)
      commands.push({ label: seedLabel, args: [join(dir, oneOffs.seed), seedArg], cwd: dir, seed: true });
    return commands;
  }
  const cwd = join(repoRoot, part);
  if (migrate) commands.push({ label: `${part} migrate`, args: [...tsx, 'src/migrate.ts'], cwd });
  if (seedArg)
    commands.push({ label: seedLabel, args: [...tsx, 'src/seed/cli.ts', seedArg], cwd, seed: true });
  return commands;
}

/** Migrations of every service run (each owns its schema), then the seeds, before anything serves. */
export async function migrateAndSeed({ parts, releaseOf, seed, env, log, onLine }) {
  const services = Object.keys(SERVICE_PARTS).filter((part) => parts.includes(part));
  const commands = Object.fromEntries(
    services.map((part) => [part, oneOffsOf(part, releaseOf(part), { seed })]),
  );
  for (const part of services) {
    for (const command of commands[part].filter((c) => !c.seed)) {
      if (!existsSync(scriptOf(command))) {
        log(`${part}: no ${scriptOf(command)}, skipping its migrations`);
        continue;
      }
      await runOnce(command.label, command.args, command.cwd, env, onLine);
    }
  }
  if (seed === 'none') return;
  // members first: the drive and the calendar refer to them
  for (const part of ['svc-identity', 'svc-files', 'svc-events'].filter((p) => services.includes(p))) {
    for (const command of commands[part].filter((c) => c.seed)) {
      if (!existsSync(scriptOf(command))) throw new Error(`${scriptOf(command)} is missing: cannot seed`);
      await runOnce(command.label, command.args, command.cwd, { ...env, SEED: seed }, onLine);
    }
  }
}
