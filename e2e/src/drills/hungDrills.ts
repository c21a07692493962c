// Drill 5 (beyond "stop"): a service that hangs instead of stopping (SIGSTOP: its
// port still takes connections, nothing answers). The gateway answers that service's calls 502 JSON
// after UPSTREAM_TIMEOUT_MS (the drill site's 3 s; production 30 s) instead of holding the member
// for a minute; the other areas keep working; the area shows its friendly error; once the service
// goes on (SIGCONT) the area recovers on the next in-app navigation, without a page reload.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HUNG_SERVICE_TIMEOUT_MS, type DrillSite } from './drillSite.ts';
import { areas, areaShowsProblem, areaWorks } from './serviceDrills.ts';
import { assertFriendly, navigateInApp, recordPageLoads, signIn, timedGet, until } from './steps.ts';

export function hungDrills(site: () => DrillSite) {
  test('drill 5: svc-events hangs → 502 JSON after the upstream timeout, the drive works, friendly error, recovery without reload', async () => {
    const s = site();
    const { page } = await s.newPage();
    await signIn(s, page, 'admin', areas.calendar.path);
    await until('the calendar loads before the drill', () => areaWorks(page, areas.calendar));
    const loads = recordPageLoads(page);

    s.stack.pauseChild('svc-events');
    try {
      const hung = await timedGet(page, '/api/events/health');
      assert.equal(hung.status, 502, `a hung svc-events answered ${hung.status}`);
      assert.match(hung.type, /application\/json/);
      assert.deepEqual(hung.body, {
        code: 'SERVICE_UNAVAILABLE',
        message: 'The events service is not available right now. Please try again shortly.',
      });
      assert.ok(
        hung.ms >= HUNG_SERVICE_TIMEOUT_MS - 200,
        `answered after ${hung.ms} ms, not before the timeout`,
      );
      assert.ok(hung.ms < HUNG_SERVICE_TIMEOUT_MS + 3000, `answered after ${hung.ms} ms`);

      // another service is not held up by the hung one
      const files = await timedGet(page, '/api/files/health');
      assert.equal(files.status, 200);
      await navigateInApp(page, areas.drive.path);
      await until('the drive works while svc-events hangs', () => areaWorks(page, areas.drive));

      await navigateInApp(page, areas.calendar.path);
      await until('the calendar shows a friendly error', () => areaShowsProblem(page, areas.calendar), 20000);
      const shown = await assertFriendly(page, 'drill5-events-hung-area');

      s.stack.resumeChild('svc-events');
      const recoverMs = await until('the calendar recovers', async () => {
        await navigateInApp(page, '/');
        await navigateInApp(page, areas.calendar.path);
        return areaWorks(page, areas.calendar);
      });
      await assertFriendly(page, 'drill5-events-recovered');
      assert.deepEqual(loads(), [], 'no page load was needed to recover');
      s.figures['drill5-events-hung'] = {
        upstreamTimeoutMs: HUNG_SERVICE_TIMEOUT_MS,
        hungAnswer: { status: hung.status, ms: hung.ms },
        otherServiceMs: files.ms,
        areaMessage: shown.slice(0, 300),
        recoveredAfterResumeMs: recoverMs,
      };
    } finally {
      s.stack.resumeChild('svc-events');
    }
  });
}
