// Type-checks every part with its own tsconfig (tsc --noEmit); exits non-zero on the first failure.
import { spawnSync } from 'node:child_process';
const parts = ['contracts', 'gateway', 'svc-identity', 'svc-events', 'svc-files', 'shell/kit', 'shell',
  'mfe-events', 'mfe-admin', 'mfe-drive', 'mfe-quiz', 'e2e'];
let failed = 0;
for (const part of parts) {
  const r = spawnSync('npx', ['tsc', '--noEmit', '-p', `${part}/tsconfig.json`], { stdio: 'inherit' });
  if (r.status !== 0) { console.error(`typecheck failed: ${part}`); failed++; }
}
process.exit(failed ? 1 : 0);
