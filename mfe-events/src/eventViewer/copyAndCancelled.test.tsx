// @vitest-environment happy-dom
import type { AttendanceRecord, Event } from '@portal/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeNetwork,
  manager,
  plainMember,
  renderAt,
  testEvent,
  viewerData,
  type FakeRoute,
} from '../testing/testEvents.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const H = 3_600_000;
const MEET = Math.ceil((Date.now() + 7 * 24 * H) / (15 * 60000)) * (15 * 60000);
const upcoming = (fields: Partial<Event> = {}) =>
  testEvent({
    meetDateTime: MEET,
    startDateTime: MEET + H / 4,
    endDateTime: MEET + 3 * H,
    pickupDateTime: MEET + 4 * H,
    ...fields,
  });
const location = () => screen.getByTestId('location').textContent;

function viewers(events: Event[], attendees: AttendanceRecord[] = [], extra?: FakeRoute): FakeRoute {
  return (url, init) => {
    const answer = extra?.(url, init);
    if (answer) return answer;
    const e = events.find((x) => url === `/api/events/${x.id}/viewer`);
    return e
      ? {
          body: viewerData(e, {
            attendees: attendees.map((record) => ({ record, member: null, orgInformation: null })),
          }),
        }
      : undefined;
  };
}

describe('after Copy the viewer says it is the copy', () => {
  it("opens the copy with 'Copied as event N' and a link back to the original", async () => {
    const original = upcoming();
    fakeNetwork(
      manager,
      viewers([original, upcoming({ id: 50, status: 'INFORMATIONONLY' })], [], (url, init) =>
        url === '/api/events/42/copy' && init.method === 'POST' ? { body: { id: 50 } } : undefined,
      ),
    );
    renderAt('/eventviewer/42');
    expect(await screen.findByRole('heading', { name: 'Summer Bivouac', level: 1 })).toBeDefined();
    expect(screen.queryByText(/Copied as event/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy event' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(location()).toBe('/eventviewer/50-summer-bivouac'));
    const note = await screen.findByText(/^Copied as event 50\./);
    expect(note.textContent).toBe('Copied as event 50. Original: Summer Bivouac (event 42)');
    expect(within(note).getByRole('link').getAttribute('href')).toBe('/eventviewer/42-summer-bivouac');
  });

  it('the copy-move choice names what it does, and the note says the original was cancelled', async () => {
    fakeNetwork(
      manager,
      viewers([upcoming(), upcoming({ id: 51 })], [], (url, init) =>
        url === '/api/events/42/copy' && init.method === 'POST'
          ? { body: { id: 51 } }
          : url === '/api/events/42' && init.method === 'PUT'
            ? { body: { ...upcoming(), status: 'CANCELLED' } }
            : undefined,
      ),
    );
    renderAt('/eventviewer/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Copy event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy event' });
    const fate = within(dialog).getByRole('group', { name: 'This event after copying' });
    expect(
      within(fate)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent?.trim()),
    ).toEqual([
      'Keep this event as it is; the copy gets the status chosen above',
      'Cancel this event and move to the copy (it keeps the status Confirmed)',
    ]);
    expect((within(fate).getAllByRole('radio')[0] as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(fate).getByLabelText(/^Cancel this event/));
    expect((within(dialog).getByLabelText('Status of the copy') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(location()).toBe('/eventviewer/51-summer-bivouac'));
    expect((await screen.findByText(/^Copied as event 51\./)).textContent).toBe(
      'Copied as event 51. The original has been cancelled: Summer Bivouac (event 42)',
    );
  });

  it('a viewer opened directly (no copy just made) shows no note', async () => {
    fakeNetwork(manager, viewers([upcoming({ id: 50 })]));
    renderAt('/eventviewer/50');
    await screen.findByRole('heading', { name: 'Summer Bivouac', level: 1 });
    expect(screen.queryByText(/Copied as event/)).toBeNull();
  });
});

describe("a cancelled event shows 'This event has been cancelled' in place of the sign-up form", () => {
  const signup = async () =>
    within((await screen.findByRole('heading', { name: 'Sign up', level: 2 })).closest('section')!);

  it('a member sees the message, no form, and the status under the title', async () => {
    fakeNetwork(plainMember, viewers([upcoming({ status: 'CANCELLED' })]));
    renderAt('/eventviewer/42');
    const section = await signup();
    expect(section.getByText('This event has been cancelled')).toBeDefined();
    expect(section.queryByRole('form', { name: 'Sign-up form' })).toBeNull();
    expect(section.queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(section.queryByText(/Cannot sign up for event/)).toBeNull();
    const title = screen.getByRole('heading', { level: 1 });
    const status = title.parentElement!.querySelector('.evt-status-line')!;
    expect(status.textContent).toBe('Status: Cancelled!');
  });

  it('a member with a record on it sees the message too, not the form on their record', async () => {
    const record: AttendanceRecord = {
      timestamp: MEET - 24 * H,
      memberID: { type: 'CAPNHQMember', id: plainMember.id as number },
      memberName: 'Capt Pat Member',
      status: 'COMMITTEDATTENDED',
      comments: '',
      shiftTime: null,
      planToUseCAPTransportation: false,
      canUsePhotos: false,
      customAttendanceFieldValues: [],
      summaryEmailSent: false,
      sourceAccountID: 'md001',
      sourceEventID: 42,
    };
    fakeNetwork(plainMember, viewers([upcoming({ status: 'CANCELLED' })], [record]));
    renderAt('/eventviewer/42');
    const section = await signup();
    expect(section.getByText('This event has been cancelled')).toBeDefined();
    expect(section.queryByRole('button', { name: 'Update sign-up' })).toBeNull();
  });

  it('the same event confirmed still offers the form (the status alone decides)', async () => {
    fakeNetwork(plainMember, viewers([upcoming()]));
    renderAt('/eventviewer/42');
    const section = await signup();
    expect(section.getByRole('button', { name: 'Sign up' })).toBeDefined();
    expect(section.queryByText('This event has been cancelled')).toBeNull();
    expect(document.querySelector('.evt-status-line')?.textContent).toBe('Status: Confirmed');
  });
});
