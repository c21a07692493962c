import { describe, expect, it } from 'vitest';
import { remoteForPath, remoteRoutesSchema, ruleMatches } from '@portal/contracts';
import { itOpensAPageForEveryOwnedPath, samplePath } from '@portal/kit/testing';
import { matchPath } from 'react-router-dom';
import routes from './routes.json';
import { ADMIN_PATHS } from './paths.ts';
import { FEATURE_PAGES } from './featurePages.ts';

// The shell decides from this remote's published routes.json alone (foundation "Front end").
const table = { mfe_admin: remoteRoutesSchema.parse(routes) };

describe('mfe_admin routes.json: what it owns, its pages, its menu entries', () => {
  it.each(ADMIN_PATHS.map((p) => [p, samplePath(p)]))(
    '%s (e.g. %s) is sent to mfe_admin by the shell',
    (_pattern, path) => {
      expect(remoteForPath(table, path)).toBe('mfe_admin');
    },
  );

  it.each(routes.routes.map((rule) => rule.path))('owned prefix %s has at least one page here', (prefix) => {
    const own = ADMIN_PATHS.map(samplePath).filter((path) => ruleMatches({ path: prefix }, path));
    expect(own.length).toBeGreaterThan(0);
  });

  it.each(routes.menu.map((entry) => entry.to))('menu entry %s leads to a page of this remote', (to) => {
    expect(remoteForPath(table, to)).toBe('mfe_admin');
    expect(ADMIN_PATHS.some((page) => matchPath(page, to) !== null)).toBe(true);
  });

  itOpensAPageForEveryOwnedPath(routes, ['/admin', ...Object.keys(FEATURE_PAGES)]);

  it('every page App.tsx mounts is a path of routes.json (a typo would never be shown)', () => {
    const built: string[] = ['/admin', ...Object.keys(FEATURE_PAGES)];
    expect(built.filter((path) => !ADMIN_PATHS.includes(path))).toEqual([]);
  });
});
