// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drafter, fakeNetwork, manager, renderAt, testEvent, viewerData } from '../testing/testEvents.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const viewer = (url: string) =>
  url === '/api/events/42/viewer' ? { body: viewerData(testEvent()) } : undefined;

describe("events §2 viewer manager actions 'Attendance scanner' and 'Add attendance'", () => {
  it('§6 "FULL adds ... Attendance scanner, Add attendance": links to /events/scanadd/{id} and /multiadd/{id}', async () => {
    fakeNetwork(manager, viewer);
    renderAt('/eventviewer/42');
    const actions = await screen.findByRole('navigation', { name: 'Manager actions' });
    expect(within(actions).getByRole('link', { name: 'Attendance scanner' }).getAttribute('href')).toBe(
      '/events/scanadd/42',
    );
    expect(within(actions).getByRole('link', { name: 'Add attendance' }).getAttribute('href')).toBe(
      '/multiadd/42',
    );
  });

  it('a draft-only (non-FULL) manager sees neither link', async () => {
    fakeNetwork(drafter, viewer);
    renderAt('/eventviewer/42');
    const actions = await screen.findByRole('navigation', { name: 'Manager actions' });
    expect(within(actions).queryByRole('link', { name: 'Attendance scanner' })).toBeNull();
    expect(within(actions).queryByRole('link', { name: 'Add attendance' })).toBeNull();
  });
});
