// Moving between pages inside one signed-in tab without reloading the site (a reload per page would
// cost seconds on a busy machine), and waiting until a page shows its content.
import type { Page, Request } from 'playwright-core';

/**
 * Counts the page's requests in flight, so `settled` can wait for the page's data; a request open
 * for more than 3 s (a poll or a stream) does not hold the page up.
 */
export function trackRequests(page: Page): () => number {
  const open = new Map<Request, number>();
  page.on('request', (request) => open.set(request, Date.now()));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => {
    const since = Date.now() - 3000;
    return [...open.values()].filter((started) => started > since).length;
  };
}

/**
 * Client-side navigation: the router listens to popstate, so pushing the path and announcing it
 * renders the page as a link click would (the shell and loaded remotes stay in memory).
 */
export async function goInside(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

/**
 * Waits until the page has its content: a heading in the main area, no 'Loading...' status and
 * no request in flight for a moment (lists, remotes and pictures loaded).
 */
export async function settled(page: Page, inFlight: () => number): Promise<void> {
  await page.locator('main h1, main h2').first().waitFor({ timeout: 20_000 });
  await page
    .locator('main [role="status"]', { hasText: 'Loading' })
    .first()
    .waitFor({ state: 'detached', timeout: 20_000 });
  const deadline = Date.now() + 10_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 200) break;
    await page.waitForTimeout(50);
  }
  // remotes render after their data arrives: one more check that no loader came back
  await page
    .locator('main [role="status"]', { hasText: 'Loading' })
    .first()
    .waitFor({ state: 'detached', timeout: 20_000 });
}
