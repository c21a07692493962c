import { describe, expect, it } from 'vitest';
import { REMOTE_ROUTES, remoteForPath } from '@portal/contracts';
import { EVENTS_PATHS } from './paths.ts';
import { samplePath } from '@portal/kit/testing';

describe('mfe_events route table agrees with contracts remoteForPath (foundation "Front end")', () => {
  it.each(EVENTS_PATHS.map((p) => [p, samplePath(p)]))(
    '%s (e.g. %s) is sent to mfe_events by the shell',
    (_pattern, path) => {
      expect(remoteForPath(path)).toBe('mfe_events');
    },
  );

  const prefixes = REMOTE_ROUTES.filter((rule) => rule.remote === 'mfe_events').map((rule) => rule.path);
  it.each(prefixes)('contracts prefix %s has at least one route here', (prefix) => {
    const own = EVENTS_PATHS.map(samplePath).filter(
      (path) => path === prefix || path.startsWith(`${prefix}/`),
    );
    expect(own.length).toBeGreaterThan(0);
  });
});
