import { describe, expect, it } from 'vitest';
import { adminLinks, type AdminViewer } from './adminLinks.ts';
import { BUILT_PAGES } from './builtPages.ts';

const cadet: AdminViewer = {
  member: { type: 'CAPNHQMember', id: 100001, permissions: {} },
  dutyPositions: [],
  seniorMember: false,
  superUser: false,
  accountType: 'CAPSQUADRON',
};

describe('platform §2 widget 2: links to the events remote pages that exist are not hidden', () => {
  it("a plain member's Personal administration links include Event List and View Attendance", () => {
    const shown = adminLinks(cadet)
      .links.filter((link) => BUILT_PAGES.has(link.to))
      .map((link) => link.label);
    expect(shown).toContain('View Attendance');
    expect(shown).toContain('Event List');
  });
});
