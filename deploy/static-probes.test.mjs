// "a health and readiness endpoint per part" — the remotes' static servers:
// /healthz answers while the process runs, /readyz only while the remote's mf-manifest.json is there
// (the Deployments' probes in k8s/remotes.yaml and compose's healthchecks use them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaticServer } from './static-server.mjs';

test('static server: /healthz 200; /readyz 200 with the manifest, 503 without', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'static-probe-'));
  const server = createStaticServer(dir);
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  t.after(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await rm(dir, { recursive: true, force: true });
  });
  const base = `http://127.0.0.1:${server.address().port}`;
  const health = await fetch(`${base}/healthz`);
  assert.equal(health.status, 200);
  assert.deepEqual(await health.json(), { status: 'ok' });
  const notReady = await fetch(`${base}/readyz`);
  assert.equal(notReady.status, 503);
  assert.deepEqual(await notReady.json(), { status: 'unavailable' });
  await writeFile(join(dir, 'mf-manifest.json'), '{"name":"mfe_x"}');
  const ready = await fetch(`${base}/readyz`);
  assert.equal(ready.status, 200);
  assert.equal(ready.headers.get('cache-control'), 'no-store');
});
