import { describe, expect, it } from 'vitest';
import { remoteForPath, remoteRoutesSchema, ruleMatches } from '@portal/contracts';
import { itOpensAPageForEveryOwnedPath, samplePath } from '@portal/kit/testing';
import { matchPath } from 'react-router-dom';
import routes from './routes.json';
import { QUIZ_PATHS } from './paths.ts';
import { BUILT_PATHS } from '../App.tsx';

// The shell decides from this remote's published routes.json alone (foundation "Front end").
const table = { mfe_quiz: remoteRoutesSchema.parse(routes) };

describe('mfe_quiz routes.json: what it owns, its pages, its menu entries', () => {
  it.each(QUIZ_PATHS.map((p) => [p, samplePath(p)]))(
    '%s (e.g. %s) is sent to mfe_quiz by the shell',
    (_pattern, path) => {
      expect(remoteForPath(table, path)).toBe('mfe_quiz');
    },
  );

  it.each(routes.routes.map((rule) => rule.path))('owned prefix %s has at least one page here', (prefix) => {
    const own = QUIZ_PATHS.map(samplePath).filter((path) => ruleMatches({ path: prefix }, path));
    expect(own.length).toBeGreaterThan(0);
  });

  it.each(routes.menu.map((entry) => entry.to))('menu entry %s leads to a page of this remote', (to) => {
    expect(remoteForPath(table, to)).toBe('mfe_quiz');
    expect(QUIZ_PATHS.some((page) => matchPath(page, to) !== null)).toBe(true);
  });

  itOpensAPageForEveryOwnedPath(routes, BUILT_PATHS);

  it('every page App.tsx mounts is a path of routes.json (a typo would never be shown)', () => {
    const built: string[] = BUILT_PATHS;
    expect(built.filter((path) => !QUIZ_PATHS.includes(path))).toEqual([]);
  });
});
