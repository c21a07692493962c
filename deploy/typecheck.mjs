// Type-checks parts with their own tsconfig (tsc --noEmit), two at a time (the machine has two
// cores); prints each part's errors together and exits non-zero when any part fails.
// Usage: node deploy/typecheck.mjs [folder ...]   (no folder: every part below)
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..');
const tsc = resolve(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
const everyPart = [
  'contracts',
  'gateway',
  'svc-identity',
  'svc-events',
  'svc-files',
  'shell/kit',
  'shell',
  'mfe-events',
  'mfe-admin',
  'mfe-drive',
  'mfe-quiz',
  'e2e',
];

function check(part) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', `${part}/tsconfig.json`], {
      cwd: repoRoot,
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : output + '\n');
      if (code !== 0) console.error(`typecheck failed: ${part}`);
      else console.log(`typecheck ok: ${part}`);
      done(code === 0);
    });
  });
}

const chosen = process.argv.slice(2);
const queue = chosen.length ? [...chosen] : [...everyPart];
let failed = 0;
const worker = async () => {
  for (let part = queue.shift(); part; part = queue.shift()) if (!(await check(part))) failed++;
};
await Promise.all([worker(), worker()]);
process.exit(failed ? 1 : 0);
