import { describe, expect, it } from 'vitest';
import { REMOTE_ROUTES, remoteForPath } from '@portal/contracts';
import { ADMIN_PATHS } from './paths.ts';
import { samplePath } from '@portal/kit/testing';

describe('mfe_admin route table agrees with contracts remoteForPath (foundation "Front end")', () => {
  it.each(ADMIN_PATHS.map((p) => [p, samplePath(p)]))(
    '%s (e.g. %s) is sent to mfe_admin by the shell',
    (_pattern, path) => {
      expect(remoteForPath(path)).toBe('mfe_admin');
    },
  );

  const prefixes = REMOTE_ROUTES.filter((rule) => rule.remote === 'mfe_admin').map((rule) => rule.path);
  it.each(prefixes)('contracts prefix %s has at least one route here', (prefix) => {
    const own = ADMIN_PATHS.map(samplePath).filter(
      (path) => path === prefix || path.startsWith(`${prefix}/`),
    );
    expect(own.length).toBeGreaterThan(0);
  });
});
