// The e2e sites' template database: named by what fills it, built once by processes asking at the
// same time, and copied with its rows for each site.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dropDatabase, ensureDatabase, findPostgres, findRedis, withDatabase } from './infra.mjs';
import { copyTemplate, ensureTemplate, templateName } from './templateDatabase.mjs';

const quiet = () => {};

async function query(url, sql, params) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

test('the template name follows the seed and its options, and fits PostgreSQL names', () => {
  const a = templateName('fixtures', { DEMO_PASSWORD: 'x', PASSWORD_HASH_LOG_N: '12' });
  assert.deepEqual(templateName('fixtures', { PASSWORD_HASH_LOG_N: '12', DEMO_PASSWORD: 'x' }), a);
  const other = templateName('fixtures', { DEMO_PASSWORD: 'y', PASSWORD_HASH_LOG_N: '12' });
  assert.notEqual(other.family, a.family);
  assert.notEqual(templateName('demo', { DEMO_PASSWORD: 'x', PASSWORD_HASH_LOG_N: '12' }).name, a.name);
  assert.ok(a.name.startsWith(a.family));
  assert.ok(a.name.length <= 63, a.name);
});

test('a copy of a database has its tables and rows, and stays apart from it', async () => {
  const { url: server } = await findPostgres({ log: quiet });
  const suffix = randomBytes(4).toString('hex');
  const source = withDatabase(server, `tpltest_src_${suffix}`);
  const copy = withDatabase(server, `tpltest_copy_${suffix}`);
  try {
    await ensureDatabase(source);
    await query(source, 'create table t (v text)');
    await query(source, "insert into t values ('seeded')");
    await copyTemplate(`tpltest_src_${suffix}`, copy);
    assert.deepEqual((await query(copy, 'select v from t')).rows, [{ v: 'seeded' }]);
    await query(copy, "insert into t values ('site')");
    assert.equal((await query(source, 'select count(*)::int as n from t')).rows[0].n, 1);
  } finally {
    await dropDatabase(copy).catch(() => {});
    await dropDatabase(source).catch(() => {});
  }
});

test('two processes asking at once get one migrated and seeded template, built once', async () => {
  const { url: server } = await findPostgres({ log: quiet });
  const { url: redisUrl } = await findRedis({ log: quiet });
  // an option no site uses: a family of its own, so no e2e run's template is touched
  const env = { DEMO_PASSWORD: `Tpl-Test-${randomBytes(4).toString('hex')}!`, PASSWORD_HASH_LOG_N: '10' };
  const built = [];
  const log = (line) => line.startsWith('template database') && built.push(line);
  const ask = () =>
    ensureTemplate({ serverUrl: server, redisUrl, seed: 'fixtures', env, log, onLine: quiet });
  let name = '';
  try {
    const [first, second] = await Promise.all([ask(), ask()]);
    name = first;
    assert.equal(second, first);
    assert.equal(built.length, 1, built.join('\n'));
    assert.equal(await ask(), first);
    assert.equal(built.length, 1);
    const logins = await query(withDatabase(server, name), 'select count(*)::int as n from identity.logins');
    assert.ok(logins.rows[0].n > 0, 'the fixtures seeded sign-ins');
  } finally {
    if (name) await dropDatabase(withDatabase(server, name)).catch(() => {});
  }
});
