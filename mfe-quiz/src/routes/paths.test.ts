import { describe, expect, it } from 'vitest';
import { REMOTE_ROUTES, remoteForPath } from '@portal/contracts';
import { QUIZ_PATHS } from './paths.ts';
import { samplePath } from '@portal/kit/testing';

describe('mfe_quiz route table agrees with contracts remoteForPath (foundation "Front end")', () => {
  it.each(QUIZ_PATHS.map((p) => [p, samplePath(p)]))(
    '%s (e.g. %s) is sent to mfe_quiz by the shell',
    (_pattern, path) => {
      expect(remoteForPath(path)).toBe('mfe_quiz');
    },
  );

  const prefixes = REMOTE_ROUTES.filter((rule) => rule.remote === 'mfe_quiz').map((rule) => rule.path);
  it.each(prefixes)('contracts prefix %s has at least one route here', (prefix) => {
    const own = QUIZ_PATHS.map(samplePath).filter((path) => path === prefix || path.startsWith(`${prefix}/`));
    expect(own.length).toBeGreaterThan(0);
  });
});
