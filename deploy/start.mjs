// `npm start`: installs what is missing, builds the front end, finds (or starts) PostgreSQL and
// Redis, migrates, seeds the demo squadron and supervises every process of the site until Ctrl-C.
// Only node built-ins are imported statically: node_modules may not exist yet on a fresh clone.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..');
const say = (line) => console.log(`[start] ${line}`);
const DEFAULT_DEMO_PASSWORD = 'Demo-Password-2024!';

if (!existsSync(join(repoRoot, 'node_modules'))) {
  say('node_modules is missing: running npm ci');
  const r = spawnSync('npm', ['ci'], { cwd: repoRoot, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('[start] npm ci failed');
    process.exit(1);
  }
}

const { buildFrontEnd } = await import('./build.mjs');
const failedBuilds = await buildFrontEnd({ log: say, force: process.argv.includes('--rebuild') });
if (failedBuilds.length) {
  console.error(
    `[start] the front end did not build: ${failedBuilds.join(', ')} (see above). Fix the build, then run npm start again.`,
  );
  process.exit(1);
}

const { startStack, stopStack } = await import('./stack.mjs');
const demoPassword = process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
const port = Number(process.env.PORT || 8080);

let stopping = false;
const shutdown = async (signal) => {
  if (stopping) return;
  stopping = true;
  say(`${signal}: stopping every process`);
  await stopStack();
  say('stopped');
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

let stack;
try {
  stack = await startStack({
    port,
    seed: 'demo',
    env: { DEMO_PASSWORD: demoPassword },
    // `node deploy/deploy.mjs <part> <artefactDir>` replaces one part of this site through it
    control: { file: join(repoRoot, 'data', 'stack-control.json') },
    // a crash is restarted by the stack itself; this is the crash loop it gave up on
    onExit: (name, code) =>
      console.error(
        `[start] WARNING: ${name} keeps crashing (last exit ${code}) and is no longer restarted; the site is partly unavailable. Fix it, then restart npm start.`,
      ),
  });
} catch (error) {
  console.error(`[start] could not start the site: ${error instanceof Error ? error.message : error}`);
  await stopStack();
  process.exit(1);
}

const host = `http://md001.localhost:${stack.port}`;
console.log(`
  The unit portal is running at ${host}
  (other accounts: http://md002.localhost:${stack.port}, http://md000.localhost:${stack.port})

  Demo sign-ins (password ${process.env.DEMO_PASSWORD ? 'from DEMO_PASSWORD' : `"${demoPassword}"; set DEMO_PASSWORD to choose another`},
  as it was when the demo was first seeded: drop the database to seed again):
    admin    Admin preset, squadron Commander
    manager  Manager preset
    staff    cadet, Cadet Flight Commander, Staff preset
    cadet    cadet, Member preset
    senior   senior member, Member preset

  Mail is delivered to ${stack.env.SMTP_URL ? stack.env.SMTP_URL : stack.env.MAIL_DIR} . Press Ctrl-C to stop.
  This site is the environment "local": node deploy/deploy.mjs <part> <artefactDir> replaces one part.
`);
