// Test helpers for the remotes' route tables (part of '@portal/kit/testing', for tests only; never
// part of a bundle). Rendering is server-side markup; component tests (*.test.tsx) use happy-dom.
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { matchPath, MemoryRouter } from 'react-router-dom';
import { expect, it } from 'vitest';

/** A concrete path matching a route pattern: ':id' -> '1', a trailing '*' -> 'abc'. */
export function samplePath(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, '1').replace(/\/\*$/, '/abc');
}

/** The markup of a remote's exposed App at `path`. Without a SessionProvider nobody is signed in. */
export function renderAt(App: ComponentType, path: string): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

/**
 * Platform §2 for a remote whose pages are not built yet: each route pattern (sampled) and an
 * unknown path show the kit's not-found page with the path's first segment and 'Go back a page'.
 */
export function itShowsNotFoundFor(App: ComponentType, patterns: readonly string[]) {
  it.each(patterns.map(samplePath))(
    '%s: not built yet, so the not-found page (platform §2) shows',
    (path) => {
      const html = renderAt(App, path);
      expect(html).toContain('cannot be found');
      expect(html).toContain(`/${path.split('/')[1]}`);
    },
  );

  it('an unknown path shows the not-found page with its first segment and Go back a page', () => {
    const html = renderAt(App, '/no-such-page/here');
    expect(html).toContain('/no-such-page');
    expect(html).toContain('Go back a page');
  });
}

/**
 * "Every path in the route table opens a page": the paths a remote's routes.json owns (`routes`,
 * what the shell sends to it) that none of the pages its App mounts (`built`) answers, so the
 * remote would show 'Page not found' for a path it claims. A rule's own path is what a link or a
 * typed address reaches first; the paths below it are the pages' (paths.test.ts checks them).
 */
export function ownedPathsWithoutPage(
  routes: { routes: readonly { path: string }[] },
  built: readonly string[],
): string[] {
  return routes.routes
    .map((rule) => rule.path)
    .filter((path) => !built.some((page) => matchPath({ path: page, caseSensitive: false }, path) !== null));
}

/** The test each remote runs: every owned path of its routes.json opens one of its built pages. */
export function itOpensAPageForEveryOwnedPath(
  routes: { routes: readonly { path: string }[] },
  built: readonly string[],
) {
  it.each(routes.routes.map((rule) => rule.path))(
    'route-table path %s opens a page of this remote (not "Page not found")',
    (path) => {
      expect(ownedPathsWithoutPage({ routes: [{ path }] }, built)).toEqual([]);
    },
  );
}
