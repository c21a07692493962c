// @vitest-environment happy-dom
// The viewer's attendance list (events §2 Attendance, §4 status labels, §5 custom field visibility,
// §6 roles): a member sees who attends (names, statuses, shifts, transport, visible custom fields)
// and no buttons; non-NONE levels read member details; §6 attendance managers (FULL, the named duty
// positions) edit a record (PUT) and remove one behind a confirm (DELETE); a refusal shows the
// server's words beside the row.
import {
  type AttendanceRecord,
  type CustomAttendanceField,
  type DriveFile,
  type Event,
  type Member,
} from '@portal/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  drafter,
  fakeNetwork,
  JULY_4_10AM,
  manager,
  plainMember,
  renderAt,
  testEvent,
  testMember,
  viewerData,
} from '../testing/testEvents.tsx';
import { toLocalInput } from '../inputs/formInputs.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const M = 60000;
const MEDICAL_FORM_ID = '0123456789abcdef0123456789abcdef';
/** GET /api/files/{id}: the drive's answer naming a file. */
const driveFile = (id: string): DriveFile => ({
  id,
  accountID: 'md001',
  fileName: id === MEDICAL_FORM_ID ? 'medical-form.pdf' : 'other.pdf',
  contentType: 'application/pdf',
  parentID: 'root',
  owner: { type: 'CAPNHQMember', id: 520002 },
  uploader: { type: 'CAPNHQMember', id: 520002 },
  comments: '',
  permissions: [],
  size: 12,
  created: 0,
  hasThumbnail: false,
});
function record(id: number, name: string, fields: Partial<AttendanceRecord> = {}): AttendanceRecord {
  return {
    timestamp: JULY_4_10AM - 86400000,
    memberID: { type: 'CAPNHQMember', id },
    memberName: name,
    status: 'COMMITTEDATTENDED',
    comments: '',
    shiftTime: null,
    planToUseCAPTransportation: false,
    canUsePhotos: false,
    customAttendanceFieldValues: [],
    summaryEmailSent: false,
    sourceAccountID: 'md001',
    sourceEventID: 42,
    ...fields,
  };
}
const fields: CustomAttendanceField[] = [
  { type: 'TEXT', title: 'Shirt size', preFill: '', displayToMember: true, allowMemberToModify: true },
  { type: 'TEXT', title: 'Medical notes', preFill: '', displayToMember: false, allowMemberToModify: false },
];
const able = record(520001, 'C/Amn Able', {
  shiftTime: { arrivalTime: JULY_4_10AM + 30 * M, departureTime: JULY_4_10AM + 90 * M },
  planToUseCAPTransportation: true,
  comments: 'Arriving late',
  customAttendanceFieldValues: [
    { type: 'TEXT', title: 'Shirt size', value: 'Large' },
    { type: 'TEXT', title: 'Medical notes', value: 'Peanut allergy' },
  ],
});
const baker = record(520002, 'C/Amn Baker', { status: 'NOTPLANNINGTOATTEND' });
const charlie = record(520003, 'C/Amn Charlie', { waitlisted: true, waitlistPosition: 1 });
const event = testEvent({
  transportationProvided: true,
  transportationDescription: 'Van',
  customAttendanceFields: fields,
});
const attendees = (records: AttendanceRecord[]) =>
  records.map((r) => ({
    record: r,
    member: {
      ...testMember(r.memberID.id as number, r.memberName),
      memberRank: 'C/Amn',
      flight: 'Alpha',
    } as Member,
    orgInformation: null,
  }));

/** The viewer of `event` with `records`; `answer` serves the attendance calls. */
function show(
  who: Member,
  records: AttendanceRecord[],
  answer: (method: string) => { status?: number; body?: unknown } | undefined = () => undefined,
  shown: Event = event,
) {
  let current = records;
  const net = fakeNetwork(who, (url, init) => {
    if (url === `/api/events/${shown.id}/viewer`)
      return { body: viewerData(shown, { attendees: attendees(current) }) };
    const file = /^\/api\/files\/([0-9a-f]{32})$/.exec(url);
    if (file) return { body: driveFile(file[1]!) };
    if (url === `/api/events/${shown.id}/attendance`) {
      const reply = answer(init.method ?? 'GET');
      const body =
        typeof init.body === 'string' ? (JSON.parse(init.body) as { member?: { id: number } }) : {};
      if (init.method === 'DELETE' && (reply?.status ?? 204) < 300)
        current = current.filter((r) => r.memberID.id !== body.member?.id);
      // a saved edit is what the reloaded viewer data carries
      if (init.method === 'PUT' && (reply?.status ?? 200) < 300 && reply?.body) {
        const saved = reply.body as AttendanceRecord;
        current = current.map((r) => (r.memberID.id === saved.memberID.id ? saved : r));
      }
      return reply;
    }
    return undefined;
  });
  renderAt(`/eventviewer/${shown.id}`);
  return net;
}
const list = async () => within(await screen.findByRole('list', { name: 'Attendees' }));
const card = async (name: string) => within((await list()).getByRole('listitem', { name }));

describe('§6 Member: sees attendance', () => {
  it('names, §4 status labels, Waitlisted, shift in the account zone, transport, comments; no Edit/Remove', async () => {
    show(plainMember, [able, baker, charlie]);
    const a = await card('C/Amn Able');
    expect(a.getByText('Committed/Attended')).toBeDefined();
    expect(a.getByText('Arrives 10:30 on 07/04/2026, departs 11:30 on 07/04/2026')).toBeDefined();
    expect(a.getByText('Plans to use transportation: Yes')).toBeDefined();
    expect(a.getByText('Arriving late')).toBeDefined();
    expect((await card('C/Amn Baker')).getByText('Not planning to attend')).toBeDefined();
    expect((await card('C/Amn Charlie')).getByText('Waitlisted')).toBeDefined();
    expect(screen.queryByRole('button', { name: /^(Edit|Remove) / })).toBeNull();
    // §6 member details are for non-NONE levels only
    expect(screen.queryByText(/Grade: C\/Amn/)).toBeNull();
  });

  it('§5 custom fields without displayToMember stay hidden from a member; an attendance manager sees all', async () => {
    show(plainMember, [able]);
    const a = await card('C/Amn Able');
    expect(a.getByText('Large')).toBeDefined();
    expect(a.queryByText('Medical notes')).toBeNull();
    expect(a.queryByText('Peanut allergy')).toBeNull();
    cleanup();
    show(manager, [able]);
    expect((await card('C/Amn Able')).getByText('Peanut allergy')).toBeDefined();
  });
});

describe('§6 attendance management in the list', () => {
  it('a non-NONE level that does not manage attendance (ADDDRAFTEVENTS) reads member details but has no Edit/Remove', async () => {
    show(drafter, [able]);
    const a = await card('C/Amn Able');
    expect(a.getByText(/Grade: C\/Amn · Unit: MER-MD-001 · Flight: Alpha/)).toBeDefined();
    expect(a.queryByRole('button', { name: 'Edit C/Amn Able' })).toBeNull();
    expect(a.queryByRole('button', { name: 'Remove C/Amn Able' })).toBeNull();
  });

  it('"FULL adds ... removal of an attendance record": Remove asks, DELETE names the member, the row goes', async () => {
    const { calls } = show(manager, [able, baker], () => ({ status: 204 }));
    fireEvent.click((await card('C/Amn Baker')).getByRole('button', { name: 'Remove C/Amn Baker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove attendance record' });
    expect(within(dialog).getByText(/Remove C\/Amn Baker's attendance record/)).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Attendees' }).textContent).not.toContain('Baker'),
    );
    const sent = calls.filter((c) => c.method === 'DELETE');
    expect(sent).toEqual([
      {
        url: '/api/events/42/attendance',
        method: 'DELETE',
        body: { member: { type: 'CAPNHQMember', id: 520002 }, token: 'csrf' },
      },
    ]);
    // the viewer data is reloaded (the waitlist may have promoted someone)
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/events/42/viewer').length).toBe(2));
    expect((await card('C/Amn Able')).getByText('Committed/Attended')).toBeDefined();
  });

  it('Cancel in the confirm sends nothing', async () => {
    const { calls } = show(manager, [able], () => ({ status: 204 }));
    fireEvent.click((await card('C/Amn Able')).getByRole('button', { name: 'Remove C/Amn Able' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(await card('C/Amn Able')).toBeDefined();
  });

  it('a duty-position attendance manager (Cadet Administrative Officer, level NONE) edits: PUT with the member and the changed status', async () => {
    const officer = {
      ...testMember(510010, 'Officer'),
      dutyPositions: [
        {
          duty: 'Cadet Administrative Officer',
          date: 0,
          expires: null,
          type: 'NHQ',
          orgid: 9001,
          assistant: false,
        },
      ],
    } as Member;
    const { calls } = show(officer, [able, baker], (method) =>
      method === 'PUT' ? { body: { ...baker, status: 'NOSHOW' } } : undefined,
    );
    const b = await card('C/Amn Baker');
    expect(b.getByRole('button', { name: 'Remove C/Amn Baker' })).toBeDefined();
    fireEvent.click(b.getByRole('button', { name: 'Edit C/Amn Baker' }));
    const form = within(await screen.findByRole('form', { name: 'Edit attendance of C/Amn Baker' }));
    fireEvent.change(form.getByLabelText('Status'), { target: { value: 'NOSHOW' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      url: '/api/events/42/attendance',
      method: 'PUT',
      body: { memberID: { type: 'CAPNHQMember', id: 520002 }, status: 'NOSHOW', token: 'csrf' },
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: /Edit attendance/ })).toBeNull());
  });

  it("§6 'a team leader ... of the event's team where the event is regular': Edit/Remove for the senior coach, not for a team member", async () => {
    const teamEvent = { ...event, teamID: 5 };
    const team = (coach: boolean) => ({
      id: 5,
      accountID: 'md001',
      name: 'Color guard',
      description: '',
      visibility: 'PUBLIC',
      cadetLeader: null,
      seniorMentor: null,
      seniorCoach: coach
        ? { reference: { type: 'CAPNHQMember', id: plainMember.id }, name: 'Pat Member', email: null }
        : null,
      members: [{ reference: { type: 'CAPNHQMember', id: plainMember.id }, job: 'Member' }],
      memberCount: 1,
    });
    for (const coach of [true, false]) {
      fakeNetwork(plainMember, (url) =>
        url === '/api/events/42/viewer'
          ? { body: viewerData(teamEvent, { attendees: attendees([able]) }) }
          : url === '/api/team/5'
            ? { body: team(coach) }
            : undefined,
      );
      renderAt('/eventviewer/42');
      const a = await card('C/Amn Able');
      if (coach) expect(await a.findByRole('button', { name: 'Remove C/Amn Able' })).toBeDefined();
      else {
        await new Promise((r) => setTimeout(r, 100));
        expect(a.queryByRole('button', { name: 'Remove C/Amn Able' })).toBeNull();
      }
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it("a refused removal shows the server's words beside the row, which stays", async () => {
    show(manager, [able], () => ({
      status: 403,
      body: { code: 'FORBIDDEN', message: 'You do not have permission to do that' },
    }));
    fireEvent.click((await card('C/Amn Able')).getByRole('button', { name: 'Remove C/Amn Able' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    const a = await card('C/Amn Able');
    expect((await a.findByRole('alert')).textContent).toBe('You do not have permission to do that');
  });
});

describe('§6 "FULL adds ... custom-field editing": a FULL manager edits another member\'s record', () => {
  const partTime = testEvent({
    signUpPartTime: true,
    transportationProvided: true,
    transportationDescription: 'Van',
    customAttendanceFields: [
      { type: 'TEXT', title: 'Shirt size', preFill: '', displayToMember: true, allowMemberToModify: true },
      { type: 'QUAL', title: 'OPS Qual', preFill: '', displayToMember: true, allowMemberToModify: false },
      { type: 'FILE', title: 'Medical form', preFill: [], displayToMember: true, allowMemberToModify: true },
    ],
  });
  const dana = record(520004, 'C/Amn Dana', {
    planToUseCAPTransportation: true,
    customAttendanceFieldValues: [
      { type: 'TEXT', title: 'Shirt size', value: 'M' },
      { type: 'QUAL', title: 'OPS Qual', value: '' },
      { type: 'FILE', title: 'Medical form', value: [MEDICAL_FORM_ID] },
    ],
  });

  it('the file field reads as download links named by the drive', async () => {
    show(plainMember, [dana], undefined, partTime);
    const link = await (await card('C/Amn Dana')).findByRole('link', { name: 'medical-form.pdf' });
    expect(link.getAttribute('href')).toBe(`/api/files/${MEDICAL_FORM_ID}/download`);
  });

  it('shift, transport and the manager-only OPS Qual: PUT sends only the changed fields, the card shows the answer', async () => {
    const saved = {
      ...dana,
      shiftTime: { arrivalTime: JULY_4_10AM + 30 * M, departureTime: partTime.pickupDateTime },
      planToUseCAPTransportation: false,
      customAttendanceFieldValues: [
        { type: 'TEXT' as const, title: 'Shirt size', value: 'M' },
        { type: 'QUAL' as const, title: 'OPS Qual', value: 'Mission Scanner' },
        { type: 'FILE' as const, title: 'Medical form', value: [MEDICAL_FORM_ID] },
      ],
    };
    const { calls } = show(
      manager,
      [dana],
      (method) => (method === 'PUT' ? { body: saved } : undefined),
      partTime,
    );
    fireEvent.click((await card('C/Amn Dana')).getByRole('button', { name: 'Edit C/Amn Dana' }));
    const form = within(await screen.findByRole('form', { name: 'Edit attendance of C/Amn Dana' }));
    fireEvent.change(form.getByLabelText('Arrival time'), {
      target: { value: toLocalInput(JULY_4_10AM + 30 * M) },
    });
    fireEvent.click(form.getByLabelText('Plans to use CAP transportation'));
    fireEvent.change(form.getByLabelText('OPS Qual'), { target: { value: 'Mission Scanner' } });
    // the file field: the drive's control (its fallback here) shows the chosen file
    expect(await form.findByRole('link', { name: 'medical-form.pdf' })).toBeDefined();
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      memberID: dana.memberID,
      shiftTime: { arrivalTime: JULY_4_10AM + 30 * M, departureTime: partTime.pickupDateTime },
      planToUseCAPTransportation: false,
      customAttendanceFieldValues: [{ type: 'QUAL', title: 'OPS Qual', value: 'Mission Scanner' }],
      token: 'csrf',
    });
    const after = await card('C/Amn Dana');
    expect(await after.findByText('Mission Scanner')).toBeDefined();
    expect(after.getByText('Plans to use transportation: No')).toBeDefined();
  });

  it("the server's refusal shows beside the form", async () => {
    show(
      manager,
      [dana],
      (method) =>
        method === 'PUT'
          ? { status: 403, body: { code: 'FORBIDDEN', message: 'You do not have permission to do that' } }
          : undefined,
      partTime,
    );
    fireEvent.click((await card('C/Amn Dana')).getByRole('button', { name: 'Edit C/Amn Dana' }));
    const form = within(await screen.findByRole('form', { name: 'Edit attendance of C/Amn Dana' }));
    fireEvent.change(form.getByLabelText('OPS Qual'), { target: { value: 'Mission Pilot' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect((await form.findByRole('alert')).textContent).toBe('You do not have permission to do that');
  });
});
