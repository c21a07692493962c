import { describe, expect, it } from 'vitest';
import { remoteForPath, shellOwnsPath } from '@portal/contracts';
import { builtSections, SITE_SECTIONS } from './sections.ts';

describe('site sections in the side navigation and on the home page', () => {
  it('only sections that are built are linked (no link leads to a not-found page)', () => {
    expect(builtSections().map((s) => s.label)).toEqual([
      'Home',
      'Calendar',
      'Team',
      'Administration',
      'Drive',
      'Quiz',
    ]);
    expect(builtSections([{ to: '/x', label: 'X', built: false }])).toEqual([]);
  });

  it('every section path is owned by the shell or a remote (platform §2 routes)', () => {
    for (const section of SITE_SECTIONS) {
      expect(shellOwnsPath(section.to) || remoteForPath(section.to) !== null, section.to).toBe(true);
    }
  });
});
