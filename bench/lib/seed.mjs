// Seeds the bench database with svc-identity's own demo seed (its CLI migrates first) and returns
// the user the bench signs in as: cadet of md001 (the Member preset).
import path from 'node:path';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';

export async function seedBenchUser({ root, tsx, env }) {
  const password = `Bench-${randomBytes(6).toString('hex')}-Pw1!`;
  const output = [];
  const code = await new Promise((resolve) => {
    const child = spawn(tsx, [path.join(root, 'svc-identity/src/seed/cli.ts')], {
      env: { ...process.env, ...env, DEMO_PASSWORD: password },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => output.push(String(chunk)));
    child.stderr.on('data', (chunk) => output.push(String(chunk)));
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`svc-identity seed failed (${code}):\n${output.join('').slice(-2000)}`);
  return { account: 'md001', username: 'cadet', password };
}
