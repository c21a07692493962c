import { describe, expect, it } from 'vitest';
import type { RoutesTable } from '@portal/contracts';
import { siteSections } from './sections.ts';

// Menu entries as the remotes' routes.json files declare them (mfe-x/src/routes/routes.json).
const table: RoutesTable = {
  mfe_admin: {
    routes: [{ path: '/admin' }, { path: '/team' }],
    pages: ['/admin', '/team'],
    menu: [
      { to: '/team', label: 'Team', blurb: 'Who leads what.', order: 20 },
      { to: '/admin', label: 'Administration', blurb: 'Members and settings.', order: 30 },
    ],
  },
  mfe_quiz: {
    routes: [{ path: '/capr393quizzer' }],
    pages: ['/capr393quizzer'],
    menu: [{ to: '/capr393quizzer', label: 'Quiz', order: 50 }],
  },
  mfe_events: {
    routes: [{ path: '/calendar' }],
    pages: ['/calendar'],
    menu: [{ to: '/calendar', label: 'Calendar', blurb: 'Meetings.', order: 10 }],
  },
  mfe_drive: { unavailable: true },
};

describe('site sections in the side navigation and on the home page (from the remotes at run time)', () => {
  it("Home, then the remotes' menu entries in their order; an unavailable remote adds none", () => {
    expect(siteSections(table)).toEqual([
      { to: '/', label: 'Home' },
      { to: '/calendar', label: 'Calendar', blurb: 'Meetings.' },
      { to: '/team', label: 'Team', blurb: 'Who leads what.' },
      { to: '/admin', label: 'Administration', blurb: 'Members and settings.' },
      { to: '/capr393quizzer', label: 'Quiz' },
    ]);
  });

  it('before the routes are read (or when they cannot be), Home alone', () => {
    expect(siteSections(null)).toEqual([{ to: '/', label: 'Home' }]);
  });

  it('a remote that adds a menu entry shows it without a shell change', () => {
    const withNews: RoutesTable = {
      ...table,
      mfe_events: {
        routes: [{ path: '/calendar' }, { path: '/news' }],
        pages: ['/calendar', '/news'],
        menu: [
          { to: '/calendar', label: 'Calendar', order: 10 },
          { to: '/news', label: 'News', order: 15 },
        ],
      },
    };
    expect(siteSections(withNews).map((s) => s.label)).toEqual([
      'Home',
      'Calendar',
      'News',
      'Team',
      'Administration',
      'Quiz',
    ]);
  });
});
