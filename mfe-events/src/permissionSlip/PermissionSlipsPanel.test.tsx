// @vitest-environment happy-dom
// The managers' side of the online CAPF 60-80 on the event viewer: the panel for FULL managers of
// an event that requires the 60-80 only, the request behind a confirm with who was emailed and who
// has no parent contact, each cadet's state with the signed PDF (current or previous signature) and
// who is still missing, withdrawing a link behind a confirm, the state in the attendance list and
// the spreadsheet column.
import {
  newEventContent,
  type Event,
  type Member,
  type RequestSlipsResponse,
  type SlipStatus,
} from '@portal/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  drafter,
  fakeNetwork,
  JULY_4_10AM,
  manager,
  renderAt,
  testEvent,
  testMember,
  viewerData,
} from '../testing/testEvents.tsx';
import { attendee } from '../viewerExtras/testAttendees.ts';
import { sheetHeader, sheetRows } from '../viewerExtras/attendanceSheet.ts';
import { SLIP_COLUMN, withSlipColumn } from './slipSheet.ts';
import { slipsByMember } from './slipText.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const forms = newEventContent(0).requiredForms;
const asking = (ask: boolean) => ({
  ...forms,
  values: forms.labels.map((l) => ask && l.includes('60-80')),
});
const withSlip = testEvent({ requiredForms: asking(true) });
const withoutSlip = testEvent({ requiredForms: asking(false) });
const cadets = [attendee(530001), attendee(530002), attendee(530003), attendee(530004), attendee(530005)];
const SIGNED_AT = JULY_4_10AM - 86_400_000;

const status = (id: number, fields: Partial<SlipStatus>): SlipStatus => ({
  member: { type: 'CAPNHQMember', id },
  memberName: `Cadet ${id}`,
  state: 'NOT_REQUESTED',
  sentAt: null,
  signedAt: null,
  guardianName: null,
  fileID: null,
  changed: [],
  ...fields,
});
const STATUSES: SlipStatus[] = [
  status(530001, {}),
  status(530002, { state: 'SENT', sentAt: SIGNED_AT }),
  status(530003, {
    state: 'SIGNED',
    sentAt: SIGNED_AT,
    signedAt: SIGNED_AT,
    guardianName: 'Pat Parent',
    fileID: 'f'.repeat(32),
  }),
  status(530004, { state: 'DECLINED', sentAt: SIGNED_AT, guardianName: 'Lee Parent' }),
  status(530005, {
    state: 'NEEDS_RESIGNING',
    sentAt: SIGNED_AT,
    signedAt: SIGNED_AT,
    guardianName: 'Kim Parent',
    fileID: 'e'.repeat(32),
    changed: ['meetDateTime'],
  }),
];

function show(who: Member, event: Event, answer?: RequestSlipsResponse) {
  let statuses = STATUSES;
  return fakeNetwork(who, (url, init) => {
    if (url === `/api/events/${event.id}/viewer`) return { body: viewerData(event, { attendees: cadets }) };
    if (init.method === 'DELETE' && url.startsWith(`/api/events/${event.id}/permissionslips/`))
      return { status: 204 };
    if (url !== `/api/events/${event.id}/permissionslips`) return undefined;
    if (init.method === 'POST') {
      statuses = statuses.map((s) => (s.state === 'NOT_REQUESTED' ? { ...s, state: 'SENT' } : s));
      return { body: answer };
    }
    return { body: statuses };
  });
}

describe('the permission slips panel on the event viewer', () => {
  it('a FULL manager of an event requiring the 60-80 sees each state, the signed PDF and who is missing', async () => {
    show(manager, withSlip);
    renderAt('/eventviewer/42');
    const table = await screen.findByRole('table', { name: 'Permission slips' });
    const state = (name: string) =>
      within(table).getByRole('rowheader', { name }).parentElement!.querySelector('.slip-state')!.textContent;
    expect(state('Cadet 530001')).toBe('Not requested');
    expect(state('Cadet 530002')).toBe('Sent');
    expect(state('Cadet 530003')).toBe('Signed 10:00 on 07/03/2026');
    expect(state('Cadet 530004')).toBe('Declined');
    expect(state('Cadet 530005')).toBe('Needs re-signing (Meet time)');
    const pdfs = within(table).getAllByRole('link', { name: 'Signed slip (PDF)' });
    // the event's own download, which its managers may use without the drive's FileManagement
    expect(pdfs.map((a) => a.getAttribute('href'))).toEqual([
      `/api/events/${withSlip.id}/permissionslips/CAPNHQMember/530003/pdf`,
      `/api/events/${withSlip.id}/permissionslips/CAPNHQMember/530005/pdf`,
    ]);
    expect(
      screen.getByText('Still missing (3 of 5): Cadet 530001, Cadet 530002, Cadet 530005'),
    ).toBeDefined();
    // the attendance list's cards carry the same state
    const card = screen.getByRole('listitem', { name: 'Cadet 530003' });
    expect(within(card).getByText('Permission slip: Signed 10:00 on 07/03/2026')).toBeDefined();
  });

  it("'Request permission slips' asks first, then lists who was emailed and who has no parent contact", async () => {
    const net = show(manager, withSlip, {
      requested: [{ member: { type: 'CAPNHQMember', id: 530001 }, memberName: 'Cadet 530001' }],
      withoutContact: [{ member: { type: 'CAPNHQMember', id: 530006 }, memberName: 'Cadet 530006' }],
    });
    renderAt('/eventviewer/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Request permission slips' }));
    expect(net.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Send requests' }));
    expect(await screen.findByText('Permission slip emails sent for 1 cadet: Cadet 530001')).toBeDefined();
    expect(screen.getByText('No parent or guardian email on record for: Cadet 530006')).toBeDefined();
    const posts = net.calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.url, c.body])).toEqual([
      ['/api/events/42/permissionslips', { token: 'csrf' }],
    ]);
    // the states are read again: the cadet who was not requested is now sent
    const table = screen.getByRole('table', { name: 'Permission slips' });
    await waitFor(() =>
      expect(
        within(table).getByRole('rowheader', { name: 'Cadet 530001' }).nextElementSibling?.textContent,
      ).toBe('Sent'),
    );
  });

  it('the panel says which signed PDF is current: a slip needing re-signing links the previous one', async () => {
    show(manager, withSlip);
    renderAt('/eventviewer/42');
    const table = await screen.findByRole('table', { name: 'Permission slips' });
    const slipCell = (name: string) =>
      within(table).getByRole('rowheader', { name }).parentElement!.lastElementChild!.textContent;
    expect(slipCell('Cadet 530003')).toBe('Signed slip (PDF) (current signature)');
    expect(slipCell('Cadet 530005')).toMatch(
      /^Signed slip \(PDF\) \(previous signature, no longer current\)/,
    );
  });

  it('withdrawing a link asks for confirmation first; Cancel withdraws nothing', async () => {
    const net = show(manager, withSlip);
    renderAt('/eventviewer/42');
    const table = await screen.findByRole('table', { name: 'Permission slips' });
    const row = within(table).getByRole('rowheader', { name: 'Cadet 530002' }).parentElement!;
    const deletes = () => net.calls.filter((c) => c.method === 'DELETE');
    fireEvent.click(within(row).getByRole('button', { name: 'Withdraw link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw link' });
    expect(within(dialog).getByText(/Withdraw the signing link sent for Cadet 530002\?/)).toBeDefined();
    expect(deletes()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Withdraw link' })).toBeNull());
    expect(deletes()).toHaveLength(0);
    fireEvent.click(within(row).getByRole('button', { name: 'Withdraw link' }));
    const again = await screen.findByRole('dialog', { name: 'Withdraw link' });
    fireEvent.click(within(again).getByRole('button', { name: 'Withdraw link' }));
    await waitFor(() =>
      expect(deletes().map((c) => c.url)).toEqual(['/api/events/42/permissionslips/CAPNHQMember/530002']),
    );
    expect(await screen.findByText('The signing link for Cadet 530002 was withdrawn.')).toBeDefined();
  });

  it('no panel nor slips call for an event without the 60-80, nor for a manager below FULL', async () => {
    const net = show(manager, withoutSlip);
    renderAt('/eventviewer/42');
    await screen.findByRole('heading', { name: 'Attendance' });
    expect(screen.queryByRole('heading', { name: 'Permission slips' })).toBeNull();
    cleanup();
    const drafts = show(
      drafter,
      testEvent({ requiredForms: asking(true), author: { type: 'CAPNHQMember', id: 1 } }),
    );
    renderAt('/eventviewer/42');
    await screen.findByRole('heading', { name: 'Attendance' });
    expect(screen.queryByRole('heading', { name: 'Permission slips' })).toBeNull();
    for (const calls of [net.calls, drafts.calls])
      expect(calls.some((c) => c.url.includes('permissionslips'))).toBe(false);
  });
});

describe('the cadet sees their own slip, never the others', () => {
  it('a committed cadet reads their own state and signed PDF on their card; no panel', async () => {
    const cadet = { ...testMember(530003, 'Cadet'), seniorMember: false } as Member;
    const net = fakeNetwork(cadet, (url) => {
      if (url === `/api/events/${withSlip.id}/viewer`)
        return { body: viewerData(withSlip, { attendees: [attendee(530003)] }) };
      if (url === `/api/events/${withSlip.id}/permissionslips`) return { body: [STATUSES[2]] };
      return undefined;
    });
    renderAt('/eventviewer/42');
    const card = await screen.findByRole('listitem', { name: 'Cadet 530003' });
    await within(card).findByText(/Permission slip: Signed 10:00 on 07\/03\/2026/);
    expect(within(card).getByRole('link', { name: 'Signed slip (PDF)' }).getAttribute('href')).toBe(
      `/api/events/${withSlip.id}/permissionslips/CAPNHQMember/530003/pdf`,
    );
    expect(screen.queryByRole('heading', { name: 'Permission slips' })).toBeNull();
    expect(net.calls.filter((c) => c.url.includes('permissionslips'))).toHaveLength(1);
  });
});

describe('the attendance spreadsheet shows each cadet slip state', () => {
  it("a 'Permission Slip' column after the fixed columns: the label, with the signing time when signed", () => {
    const header = sheetHeader(withSlip);
    const sheet = withSlipColumn(header, sheetRows(withSlip, cadets), cadets, slipsByMember(STATUSES));
    const at = sheet.header.indexOf(SLIP_COLUMN);
    expect(at).toBe(header.indexOf('Unit Contacts') + 1);
    expect(sheet.rows.map((r) => r[at])).toEqual([
      'Not requested',
      'Sent',
      'Signed 2026-07-03 10:00',
      'Declined',
      'Needs re-signing',
    ]);
  });
});
