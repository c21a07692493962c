// Drill 4: restart the (private) PostgreSQL and the (private) Redis while writes
// are in flight. Every service reconnects by itself; each write either completed (201, and it is in
// the database once) or was refused clearly (a 4xx/5xx JSON answer, and nothing of it is written);
// an upload accepted around a Redis restart is still finished (no file left pending).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { LOCK_MS, type DrillSite } from './drillSite.ts';
import { browserFetch, signIn, sleep, until, type Answer } from './steps.ts';

interface Outcome {
  name: string;
  status: number;
  json: boolean;
  body: unknown;
  fileID?: string;
}

const probes = ['/api/check', '/api/events/health', '/api/files/health', '/api/events/upcoming'];

async function token(page: Page): Promise<string> {
  return ((await browserFetch(page, '/api/token')).body as { token: string }).token;
}

/** Every probe answers 200: each service serves again (its database and Redis reached). */
async function allServe(page: Page): Promise<boolean> {
  for (const path of probes) if ((await browserFetch(page, path)).status !== 200) return false;
  return true;
}

/** Sends one write every `everyMs` until stopped; each outcome is kept. */
function writer(page: Page, send: (i: number) => Promise<Outcome>, everyMs = 150) {
  const outcomes: Promise<Outcome>[] = [];
  let running = true;
  const loop = (async () => {
    for (let i = 0; running; i++) {
      outcomes.push(
        send(i).catch((error: unknown) => ({ name: `#${i}`, status: 0, json: false, body: String(error) })),
      );
      await sleep(everyMs);
    }
  })();
  return async () => {
    running = false;
    await loop;
    return Promise.all(outcomes);
  };
}

const outcomeOf = (name: string, answer: Answer): Outcome => ({
  name,
  status: answer.status,
  json: answer.type.includes('application/json'),
  body: answer.body,
});

/** A refusal says what happened: JSON { code, message } with a 4xx/5xx status. */
function assertClearRefusal(o: Outcome) {
  assert.ok(o.status >= 400 && o.status < 600, `${o.name}: answered ${o.status} ${JSON.stringify(o.body)}`);
  assert.ok(o.json, `${o.name}: the refusal is JSON (${String(o.body).slice(0, 120)})`);
  const body = o.body as { code?: unknown; message?: unknown };
  assert.ok(body.code !== undefined && typeof body.message === 'string', `${o.name}: code and message`);
}

const tally = (outcomes: Outcome[]) =>
  outcomes.reduce<Record<string, number>>((t, o) => ({ ...t, [o.status]: (t[o.status] ?? 0) + 1 }), {});

export function storeDrills(site: () => DrillSite) {
  test('drill 4: PostgreSQL restarts under writes → services reconnect; each write completed once or was refused clearly', async () => {
    const s = site();
    const { page } = await s.newPage();
    await signIn(s, page, 'admin', '/drive');
    const csrf = await token(page);
    const stop = writer(page, async (i) => {
      const name = `drill-pg-${i}`;
      const answer = await browserFetch(page, `/api/files/root/createfolder/${name}`, {
        method: 'POST',
        json: { token: csrf },
      });
      return outcomeOf(name, answer);
    });
    await sleep(1000);
    const { downMs } = await s.restartPostgres(1000);
    const backAt = Date.now();
    const reconnectMs = await until('every service serves again', () => allServe(page), 60000);
    await sleep(1000);
    const outcomes = await stop();

    const rows = await s.query<{ file_name: string; n: string }>(
      `select file_name, count(*) as n from files.files where file_name like 'drill-pg-%' group by file_name`,
    );
    const stored = new Map(rows.map((r) => [r.file_name, Number(r.n)]));
    for (const o of outcomes) {
      if (o.status === 201) assert.equal(stored.get(o.name), 1, `${o.name} completed: stored once`);
      else {
        assertClearRefusal(o);
        // the database away is a 503 (svc-files' own, or the gateway's when svc-identity could not
        // resolve the session), never 500 'An unknown error occurred'
        assert.equal(o.status, 503, `${o.name}: ${JSON.stringify(o.body)}`);
        assert.equal(stored.get(o.name), undefined, `${o.name} was refused: nothing written`);
      }
    }
    assert.equal(outcomes.at(-1)?.status, 201, 'writes succeed again after the restart');
    s.figures['drill4-postgres'] = {
      writes: outcomes.length,
      statuses: tally(outcomes),
      refusals: [...new Set(outcomes.filter((o) => o.status !== 201).map((o) => JSON.stringify(o.body)))],
      serverDownMs: downMs,
      allServicesServingAfterRestartMs: reconnectMs,
      sinceBackMs: Date.now() - backAt,
    };
  });

  test('drill 4: Redis restarts under uploads → services reconnect; every accepted upload is finished, refusals are clear', async () => {
    const s = site();
    const { page } = await s.newPage();
    await signIn(s, page, 'admin', '/drive');
    const csrf = await token(page);
    const stop = writer(
      page,
      async (i) => {
        const name = `drill-redis-${i}.txt`;
        const answer = await browserFetch(page, '/api/files/upload/root', {
          method: 'POST',
          headers: { 'x-csrf-token': csrf },
          upload: { name, text: `upload ${i}\n` },
        });
        return outcomeOf(name, answer);
      },
      250,
    );
    await sleep(1000);
    const { downMs } = await s.restartRedis(1000);
    const reconnectMs = await until('every service serves again', () => allServe(page), 60000);
    await sleep(1000);
    const outcomes = await stop();

    const accepted = outcomes.filter((o) => o.status === 201).map((o) => o.name);
    for (const o of outcomes.filter((o) => o.status !== 201)) assertClearRefusal(o);
    assert.ok(accepted.length > 0, 'uploads are accepted again after the restart');
    // every accepted upload is finished by the worker (its job survived the restart)
    const finishMs = await until(
      'every accepted upload is ready',
      async () => {
        const rows = await s.query<{ n: string }>(
          `select count(*) as n from files.files where file_name = any($1) and status = 'ready'`,
          [accepted],
        );
        return Number(rows[0]?.n) === accepted.length;
      },
      30000 + 3 * LOCK_MS,
    );
    const rows = await s.query<{ file_name: string; status: string }>(
      `select file_name, status from files.files where file_name like 'drill-redis-%'`,
    );
    const refused = new Set(outcomes.filter((o) => o.status !== 201).map((o) => o.name));
    const leftovers = rows.filter((r) => refused.has(r.file_name) && r.status !== 'failed');
    assert.deepEqual(leftovers, [], 'a refused upload leaves no live file');
    assert.equal(rows.filter((r) => r.status === 'pending').length, 0, 'no file left pending');
    assert.equal(new Set(rows.map((r) => r.file_name)).size, rows.length, 'each upload stored once');
    s.figures['drill4-redis'] = {
      uploads: outcomes.length,
      statuses: tally(outcomes),
      refusals: [...new Set(outcomes.filter((o) => o.status !== 201).map((o) => JSON.stringify(o.body)))],
      serverDownMs: downMs,
      allServicesServingAfterRestartMs: reconnectMs,
      acceptedUploadsReadyMs: finishMs,
    };
  });
}
