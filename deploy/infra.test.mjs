// Finding PostgreSQL and Redis as `npm start` does: environment first, then the local servers, then
// private instances from the installed binaries, and a clear message when nothing is installed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { databaseName, findPostgres, findRedis, portAnswers, stopOwned, withDatabase } from './infra.mjs';

const quiet = () => {};

function freePort() {
  return new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });
}

test('DATABASE_URL and REDIS_URL win when set', async () => {
  const env = { DATABASE_URL: 'postgres://u@db.example:5432/x', REDIS_URL: 'redis://cache.example:6379' };
  assert.equal((await findPostgres({ env, log: quiet })).url, env.DATABASE_URL);
  assert.equal((await findRedis({ env, log: quiet })).url, env.REDIS_URL);
});

test('database URLs keep the server and swap the database name', () => {
  assert.equal(
    withDatabase('postgres://postgres@127.0.0.1:5432/portal', 'e2e_1'),
    'postgres://postgres@127.0.0.1:5432/e2e_1',
  );
  assert.equal(databaseName('postgres://postgres@127.0.0.1:5432'), 'portal');
});

test('a missing server with no binary installed names what to install', async () => {
  const closed = await freePort();
  const none = () => null;
  await assert.rejects(
    findPostgres({ env: {}, log: quiet, localPort: closed, privatePort: closed, which: none }),
    /install PostgreSQL.*apt-get install -y postgresql/,
  );
  await assert.rejects(
    findRedis({ env: {}, log: quiet, localPort: closed, privatePort: closed, which: none }),
    /install Redis.*apt-get install -y redis-server/,
  );
});

test('with no Redis answering, a private redis-server is started and stopped', async (t) => {
  const closed = await freePort();
  const privatePort = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'infra-'));
  t.after(() => rm(dataDir, { recursive: true, force: true }));
  const found = await findRedis({ env: {}, log: quiet, localPort: closed, privatePort, dataDir });
  assert.equal(found.url, `redis://127.0.0.1:${privatePort}`);
  assert.ok(found.owned);
  assert.equal(await portAnswers(privatePort), true);
  stopOwned(found.owned);
  await new Promise((r) => found.owned.once('exit', r));
  assert.equal(await portAnswers(privatePort), false);
});

test('with no PostgreSQL answering, a private one is initialised under the data folder and started', async (t) => {
  const closed = await freePort();
  const privatePort = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'infra-'));
  t.after(() => rm(dataDir, { recursive: true, force: true }));
  const found = await findPostgres({ env: {}, log: quiet, localPort: closed, privatePort, dataDir });
  assert.equal(found.url, `postgres://postgres@127.0.0.1:${privatePort}/portal`);
  assert.ok(found.owned);
  stopOwned(found.owned);
  await new Promise((r) => found.owned.once('exit', r));
  assert.equal(await portAnswers(privatePort), false);
});
