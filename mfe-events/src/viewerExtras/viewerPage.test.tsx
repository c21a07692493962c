// @vitest-environment happy-dom
// The viewer extras inside the event viewer page, per viewer (§2, §6).
import type { Event } from '@portal/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  drafter,
  fakeNetwork,
  plainMember,
  renderAt,
  testEvent,
  viewerData,
} from '../testing/testEvents.tsx';
import { attendee } from './testAttendees.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// pickup long past: debrief submission is open
const event = testEvent({
  debrief: [
    {
      debriefText: 'Great weekend',
      publicView: true,
      memberName: 'Pat Member',
      memberRef: { type: 'CAPNHQMember', id: 510003 },
      timeSubmitted: 1,
    },
  ],
});
const serve =
  (e: Event, attendees = [attendee(546319)]) =>
  (url: string) =>
    url === `/api/events/${e.id}/viewer` ? { body: viewerData(e, { attendees }) } : undefined;

describe('event viewer with debriefs and manager extras', () => {
  it('a manager (non-NONE) gets Show emails, Show CAP IDs and the spreadsheet download, and deletes any debrief', async () => {
    fakeNetwork(drafter, serve(event));
    renderAt('/eventviewer/42');
    expect(await screen.findByRole('button', { name: 'Show emails' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Show CAP IDs' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Download attendance spreadsheet' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Delete debrief by Pat Member' })).toBeDefined();
  });

  it('a member gets no manager extras, sees the debrief and may submit one after pickup', async () => {
    fakeNetwork(plainMember, serve(event));
    renderAt('/eventviewer/42');
    expect(await screen.findByText('Great weekend')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Show emails' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Submit a debrief' })).toBeDefined();
  });

  it('an anonymous visitor: no form, no extras', async () => {
    fakeNetwork(null, serve(event, []));
    renderAt('/eventviewer/42');
    expect(await screen.findByText('Great weekend')).toBeDefined();
    expect(screen.queryByRole('form', { name: 'Submit a debrief' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show CAP IDs' })).toBeNull();
  });
});
