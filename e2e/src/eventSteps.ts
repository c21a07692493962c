// Steps shared by the events journeys (signup, debriefs, multiAddScanner, attendanceView): pages
// signed in as a fixture user, calls from the page with the session's token, a confirmed event
// made through the API, and `step`, a test that closes its pages afterwards and saves what they
// showed when it fails.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newEventContent, type EventContent } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { signIn } from './browser.ts';
import { fixturePassword, screenshot, type Site } from './site.ts';

export const HOUR = 3_600_000;

/** Fixture members of md001 (svc-identity/src/seed/demoData.ts). */
export const FIXTURE = {
  admin: 510001,
  cadet: 510004,
  senior: 510005,
} as const;

/** The pickers' text (events §5 MM/dd/yyyy HH:mm) of `ms` on the wall clock of `zone`. */
export function wallLocal(ms: number, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(ms));
  const p = (type: string) => parts.find((x) => x.type === type)?.value ?? '';
  return `${p('month')}/${p('day')}/${p('year')} ${p('hour')}:${p('minute')}`;
}

/** The fixture account's zone (its registry keeps the default Website.Timezone). */
export const nyLocal = (ms: number): string => wallLocal(ms, 'America/New_York');

/** A call from the page, with the session's token on modifying calls (as the site's pages send it). */
export async function call(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const init: RequestInit = { method };
      if (method !== 'GET') {
        const { token } = (await (await fetch('/api/token')).json()) as { token: string };
        init.headers = { 'content-type': 'application/json' };
        init.body = JSON.stringify({ ...(body as object), token });
      }
      const res = await fetch(path, init);
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, path, body },
  );
}

/**
 * POST /api/events/ from a manager's page: a CONFIRMED event meeting at `meet` (all four times at
 * the meet unless `fields` sets them), the first uniform of each list, then `fields`; its id.
 */
export async function createEvent(
  page: Page,
  meet: number,
  fields: Partial<EventContent> & { name: string },
): Promise<number> {
  const base = newEventContent(meet);
  const created = await call(page, 'POST', '/api/events/', {
    ...base,
    status: 'CONFIRMED',
    smuniform: { ...base.smuniform, values: base.smuniform.values.map((_, i) => i === 0) },
    cuniform: { ...base.cuniform, values: base.cuniform.values.map((_, i) => i === 0) },
    ...fields,
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return (created.body as { id: number }).id;
}

/**
 * `signedIn` opens a fresh browser context signed in as a fixture user on `returnUrl`; `step` is
 * a test that closes every page it opened and, when it fails, saves them as
 * FAILED-{prefix}-{step}-{n}.png.
 */
export function journeySteps(site: () => Site, prefix: string) {
  let opened: Page[] = [];

  async function signedIn(username: string, returnUrl: string): Promise<Page> {
    const { page } = await site().newPage();
    opened.push(page);
    await signIn(page, site().base, username, fixturePassword, returnUrl);
    await page.waitForURL((url) => url.pathname === returnUrl);
    return page;
  }

  function step(name: string, journey: () => Promise<void>) {
    test(name, async () => {
      opened = [];
      try {
        await journey();
      } catch (error) {
        const slug = name.replace(/[^a-z0-9]+/gi, '-').slice(0, 50);
        await Promise.all(
          opened.map((p, i) => screenshot(p, `FAILED-${prefix}-${slug}-${i}`).catch(() => {})),
        );
        throw error;
      } finally {
        await Promise.all(
          opened.map((p) =>
            p
              .context()
              .close()
              .catch(() => {}),
          ),
        );
      }
    });
  }

  return { signedIn, step };
}
