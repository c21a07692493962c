// Drill 1: stop each service in turn. The gateway answers that service's /api
// calls with 502/503 JSON quickly; the other areas keep working in the browser; the affected area
// shows a friendly error (no blank page, no raw stack); after the service is started again the area
// recovers on the next in-app navigation, without a page reload.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { screenshot } from '../site.ts';
import type { DrillSite } from './drillSite.ts';
import { assertFriendly, recordPageLoads, navigateInApp, signIn, timedGet, until } from './steps.ts';

/** Generous: the gateway must not wait for a timeout when a service is down. */
export const MAX_UNAVAILABLE_MS = 2000;

export interface Area {
  path: string;
  remote: string;
}
export const areas = {
  admin: { path: '/admin', remote: 'mfe_admin' },
  calendar: { path: '/calendar', remote: 'mfe_events' },
  drive: { path: '/drive', remote: 'mfe_drive' },
  quiz: { path: '/capr393quizzer', remote: 'mfe_quiz' },
} satisfies Record<string, Area>;

const areaRoot = (page: Page, area: Area) => page.locator(`[data-remote="${area.remote}"]`);
// the areas' own error lines: 'The events service is not available right now…', 'Could not go to folder', the shell's fallback
const problem = /not available|could not|try again/i;

/**
 * The area is there and working: its remote rendered, its data loaded, no error shown. `tolerated`:
 * the lines a card showing the stopped service's data may show instead (the admin dashboard's
 * Reports and Drive information); nothing else may fail.
 */
export async function areaWorks(page: Page, area: Area, tolerated: string[] = []): Promise<boolean> {
  const root = areaRoot(page, area);
  if ((await root.count()) === 0) return false;
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
  if ((await page.locator('.kit-loader, [aria-busy="true"]').count()) > 0) return false;
  let text = await root.innerText();
  for (const line of tolerated) text = text.split(line).join('');
  return text.trim().length > 0 && !problem.test(text);
}

/** The area shows a friendly error about the service (or the remote): words a member can act on. */
export async function areaShowsProblem(page: Page, area: Area): Promise<boolean> {
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
  const text = await page.locator('main, body').first().innerText();
  return problem.test(text) && page.url().includes(area.path);
}

interface ServiceCase {
  service: 'identity' | 'events' | 'files';
  process: string;
  /** A GET of the service through the gateway. */
  probe: string;
  /** Its area in the browser. */
  area: Area;
  /** Areas that must keep working meanwhile. */
  others: Area[];
  /** What their cards showing this service's data say meanwhile. */
  tolerated: string[];
}
const unavailable = (name: string) =>
  `The ${name} service is not available right now. Please try again shortly.`;

const only = process.env.DRILL_CASES?.split(',');
const cases: ServiceCase[] = (
  [
    {
      service: 'events',
      process: 'svc-events',
      probe: '/api/events/health',
      area: areas.calendar,
      others: [areas.admin, areas.drive],
      tolerated: [unavailable('events')],
    },
    {
      service: 'files',
      process: 'svc-files',
      probe: '/api/files/health',
      area: areas.drive,
      others: [areas.admin, areas.calendar],
      tolerated: [unavailable('files'), 'Drive information is not available.'],
    },
    {
      service: 'identity',
      process: 'svc-identity',
      probe: '/api/check',
      area: areas.admin,
      // svc-identity resolves every session: the public quiz is the area that does not need it
      others: [areas.quiz],
      tolerated: [],
    },
  ] satisfies ServiceCase[]
).filter((c) => !only || only.includes(c.service));

export function serviceDrills(site: () => DrillSite) {
  for (const c of cases) {
    test(`drill 1: svc-${c.service} stopped → 503 JSON fast, other areas work, friendly error, recovery without reload`, async () => {
      const s = site();
      const { page } = await s.newPage();
      await signIn(s, page, 'admin', c.area.path);
      await until(`${c.area.path} loads before the drill`, () => areaWorks(page, c.area));
      const loads = recordPageLoads(page);

      await s.stack.stopChild(c.process);
      // let the gateway's 5 s session cache run out, so what follows is what a longer outage shows
      if (c.service === 'identity') await new Promise((r) => setTimeout(r, 5500));
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await timedGet(page, c.probe));
      for (const a of answers) {
        assert.ok(a.status === 502 || a.status === 503, `${c.probe} answered ${a.status}`);
        assert.match(a.type, /application\/json/);
        assert.deepEqual(Object.keys(a.body as object).sort(), ['code', 'message']);
        assert.ok(a.ms < MAX_UNAVAILABLE_MS, `${c.probe} answered in ${a.ms} ms`);
      }

      // the other services' calls meanwhile (svc-identity resolves every session: without it they
      // are answered from the gateway's session cache for CONTEXT_CACHE_MS, then refused)
      const otherServices: Record<string, { status: number; ms: number }> = {};
      for (const other of cases.filter((o) => o !== c)) {
        const a = await timedGet(page, other.probe);
        assert.ok(a.status === 200 || a.status === 503, `${other.probe} answered ${a.status}`);
        assert.match(a.type, /application\/json/);
        otherServices[other.probe] = { status: a.status, ms: a.ms };
      }
      const others: Record<string, boolean> = {};
      for (const other of c.others) {
        await navigateInApp(page, other.path);
        others[other.path] = await until(`${other.path} works while svc-${c.service} is down`, () =>
          areaWorks(page, other, c.tolerated),
        ).then(
          () => true,
          () => false,
        );
        await assertFriendly(page, `drill1-${c.service}-down-other-${other.remote}`);
      }
      await navigateInApp(page, c.area.path);
      await until(`${c.area.path} shows a friendly error`, () => areaShowsProblem(page, c.area), 15000).catch(
        async (error: unknown) => {
          await screenshot(page, `FAILED-drill1-${c.service}-down-area`);
          throw error;
        },
      );
      const shown = await assertFriendly(page, `drill1-${c.service}-down-area`);

      const restartStarted = Date.now();
      await s.stack.startChild(c.process);
      const restartMs = Date.now() - restartStarted;
      // recovery: the next in-app navigation (away and back) shows the area again
      const recoverMs = await until(
        `${c.area.path} recovers`,
        async () => {
          await navigateInApp(page, '/');
          await navigateInApp(page, c.area.path);
          return areaWorks(page, c.area);
        },
        30000,
      );
      await assertFriendly(page, `drill1-${c.service}-recovered`);
      assert.deepEqual(loads(), [], 'no page load was needed to recover');

      s.figures[`drill1-${c.service}`] = {
        unavailable: answers.map((a) => ({ status: a.status, ms: a.ms })),
        otherServices,
        otherAreasWorked: others,
        areaMessage: shown.slice(0, 300),
        serviceRestartMs: restartMs,
        recoveredAfterRestartMs: recoverMs,
      };
      for (const [path, worked] of Object.entries(others)) {
        if (c.service !== 'identity')
          assert.ok(worked, `${path} kept working while svc-${c.service} was down`);
      }
    });
  }
}
