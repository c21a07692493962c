import { describe, expect, it } from 'vitest';
import { REMOTE_ROUTES, remoteForPath } from '@portal/contracts';
import { DRIVE_PATHS } from './paths.ts';
import { samplePath } from '@portal/kit/testing';

describe('mfe_drive route table agrees with contracts remoteForPath (foundation "Front end")', () => {
  it.each(DRIVE_PATHS.map((p) => [p, samplePath(p)]))(
    '%s (e.g. %s) is sent to mfe_drive by the shell',
    (_pattern, path) => {
      expect(remoteForPath(path)).toBe('mfe_drive');
    },
  );

  const prefixes = REMOTE_ROUTES.filter((rule) => rule.remote === 'mfe_drive').map((rule) => rule.path);
  it.each(prefixes)('contracts prefix %s has at least one route here', (prefix) => {
    const own = DRIVE_PATHS.map(samplePath).filter(
      (path) => path === prefix || path.startsWith(`${prefix}/`),
    );
    expect(own.length).toBeGreaterThan(0);
  });
});
