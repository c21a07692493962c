// @vitest-environment happy-dom
import type { AttendanceRecord, CustomAttendanceField, Event, Team } from '@portal/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toLocalInput } from '../inputs/formInputs.tsx';
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

const H = 3600000;
// a week ahead, on the quarter hour: meet, then pickup four hours later
const MEET = Math.ceil((Date.now() + 7 * 24 * H) / (15 * 60000)) * (15 * 60000);
const PICKUP = MEET + 4 * H;
const future = (fields: Partial<Event> = {}) =>
  testEvent({
    meetDateTime: MEET,
    startDateTime: MEET + H / 4,
    endDateTime: PICKUP - H / 4,
    pickupDateTime: PICKUP,
    ...fields,
  });

const me = { type: 'CAPNHQMember' as const, id: plainMember.id as number };
function recordOf(fields: Partial<AttendanceRecord> = {}): AttendanceRecord {
  return {
    timestamp: MEET - 24 * H,
    memberID: me,
    memberName: 'Capt Pat Member',
    status: 'NOTPLANNINGTOATTEND',
    comments: 'Dentist in the morning',
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

/** The viewer of `e` (first answer `attendees`, after a save `after`), the attendance calls and teams. */
function routes(
  e: Event,
  opts: { attendees?: AttendanceRecord[]; after?: AttendanceRecord[]; extra?: FakeRoute } = {},
) {
  let saved = false;
  const route: FakeRoute = (url, init) => {
    const extra = opts.extra?.(url, init);
    if (extra) return extra;
    if (url === `/api/events/${e.id}/viewer`) {
      const records = saved ? (opts.after ?? []) : (opts.attendees ?? []);
      return {
        body: viewerData(e, {
          attendees: records.map((record) => ({ record, member: null, orgInformation: null })),
        }),
      };
    }
    if (url === `/api/events/${e.id}/attendance` && (init.method === 'POST' || init.method === 'PUT')) {
      saved = true;
      return { status: init.method === 'POST' ? 201 : 200, body: (opts.after ?? [recordOf()])[0] };
    }
    return undefined;
  };
  return route;
}

const signupSection = async () => {
  const heading = await screen.findByRole('heading', { name: 'Sign up', level: 2 });
  return within(heading.closest('section')!);
};
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('events §5 sign-up in the viewer', () => {
  it("'Sign-up is shown only while the event's pickup time is in the future'", async () => {
    fakeNetwork(plainMember, routes(testEvent())); // July 2026: pickup passed
    renderAt('/eventviewer/42');
    await screen.findByRole('heading', { name: 'Summer Bivouac', level: 1 });
    expect(screen.queryByRole('heading', { name: 'Sign up' })).toBeNull();
    const anchors = within(screen.getByRole('navigation', { name: 'Sections' })).getAllByRole('link');
    expect(anchors.map((a) => a.textContent)).toEqual(['Information', 'Attendance']);
    cleanup();
    fakeNetwork(plainMember, routes(future()));
    renderAt('/eventviewer/42');
    const section = await signupSection();
    expect(section.getByRole('button', { name: 'Sign up' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('#signup');
  });

  it("'The viewer prefixes a reason with 'Cannot sign up for event: '': sign-ups not accepted, the event's own signUpDenyMessage, registration deadline", async () => {
    fakeNetwork(plainMember, routes(future({ acceptSignups: false })));
    renderAt('/eventviewer/42');
    expect((await (await signupSection()).findByRole('alert')).textContent).toBe(
      'Cannot sign up for event: Sign ups are not allowed for this event',
    );
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
    cleanup();
    fakeNetwork(plainMember, routes(future({ acceptSignups: false, signUpDenyMessage: 'Invitation only' })));
    renderAt('/eventviewer/42');
    expect((await (await signupSection()).findByRole('alert')).textContent).toBe(
      'Cannot sign up for event: Invitation only',
    );
    cleanup();
    const deadline = { deadline: Date.now() - H, information: '' };
    fakeNetwork(plainMember, routes(future({ useRegistration: true, registration: deadline })));
    renderAt('/eventviewer/42');
    expect((await (await signupSection()).findByRole('alert')).textContent).toBe(
      'Cannot sign up for event: Cannot sign up for event after registration deadline',
    );
  });

  it("team-only event: 'Member is required to be a part of the team'; a team that cannot be loaded: 'Could not load team information'; a team member signs up", async () => {
    const team = (members: Team['members']): Team => ({
      id: 5,
      accountID: 'md001',
      name: 'Color guard',
      description: '',
      visibility: 'PUBLIC',
      cadetLeader: null,
      seniorMentor: null,
      seniorCoach: null,
      members,
      memberCount: members?.length ?? null,
    });
    const teamEvent = future({ teamID: 5, limitSignupsToTeam: true });
    const other = { reference: { type: 'CAPNHQMember' as const, id: 520000 }, job: 'Member' };
    fakeNetwork(
      plainMember,
      routes(teamEvent, { extra: (url) => (url === '/api/team/5' ? { body: team([other]) } : undefined) }),
    );
    renderAt('/eventviewer/42');
    expect((await (await signupSection()).findByRole('alert')).textContent).toBe(
      'Cannot sign up for event: Member is required to be a part of the team',
    );
    cleanup();
    fakeNetwork(
      plainMember,
      routes(teamEvent, {
        extra: (url) =>
          url === '/api/team/5' ? { status: 500, body: { code: 'X', message: 'boom' } } : undefined,
      }),
    );
    renderAt('/eventviewer/42');
    expect((await (await signupSection()).findByRole('alert')).textContent).toBe(
      'Cannot sign up for event: Could not load team information',
    );
    cleanup();
    const mine = { reference: me, job: 'Member' };
    fakeNetwork(
      plainMember,
      routes(teamEvent, {
        extra: (url) => (url === '/api/team/5' ? { body: team([other, mine]) } : undefined),
      }),
    );
    renderAt('/eventviewer/42');
    expect(await (await signupSection()).findByRole('button', { name: 'Sign up' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("'a new sign-up offers only 'I will attend' (default, committed) and 'I will NOT attend''; on their own record a member is offered attend, not attend or rescind, never 'No show'", async () => {
    fakeNetwork(plainMember, routes(future()));
    renderAt('/eventviewer/42');
    let status = (await signupSection()).getByLabelText('Status') as HTMLSelectElement;
    expect(optionsOf(status)).toEqual(['I will attend', 'I will NOT attend']);
    expect(status.value).toBe('COMMITTEDATTENDED');
    cleanup();
    fakeNetwork(plainMember, routes(future(), { attendees: [recordOf()] }));
    renderAt('/eventviewer/42');
    const section = await signupSection();
    status = section.getByLabelText('Status') as HTMLSelectElement;
    expect(optionsOf(status)).toEqual([
      'Committed/Attended',
      'Rescinded commitment to attend',
      'Not planning to attend',
    ]);
    expect(status.value).toBe('NOTPLANNINGTOATTEND');
    // 'Member is already in attendance' is hidden in the viewer: the member sees their record
    expect(screen.queryByText(/already in attendance/)).toBeNull();
    expect((section.getByLabelText('Sign-up comments') as HTMLTextAreaElement).value).toBe(
      'Dentist in the morning',
    );
    expect(section.getByRole('button', { name: 'Update sign-up' })).toBeDefined();
  });

  it('an attendance manager editing their own record keeps all four statuses', async () => {
    const mine = recordOf({ memberID: { type: 'CAPNHQMember', id: manager.id as number } });
    fakeNetwork(manager, routes(future(), { attendees: [mine] }));
    renderAt('/eventviewer/42');
    const status = (await signupSection()).getByLabelText('Status') as HTMLSelectElement;
    expect(optionsOf(status)).toEqual([
      'Committed/Attended',
      'No show',
      'Rescinded commitment to attend',
      'Not planning to attend',
    ]);
  });

  it("a manager's 'No show' on a member's own record is not offered back; it stays unless the member picks another", async () => {
    const net = fakeNetwork(plainMember, routes(future(), { attendees: [recordOf({ status: 'NOSHOW' })] }));
    renderAt('/eventviewer/42');
    const section = await signupSection();
    const status = section.getByLabelText('Status') as HTMLSelectElement;
    expect(optionsOf(status)).toEqual([
      'Keep the current status',
      'Committed/Attended',
      'Rescinded commitment to attend',
      'Not planning to attend',
    ]);
    expect(status.value).toBe('');
    fireEvent.change(section.getByLabelText('Sign-up comments'), { target: { value: 'I was ill' } });
    fireEvent.click(section.getByRole('button', { name: 'Update sign-up' }));
    await waitFor(() => expect(net.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(net.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      status: 'NOSHOW',
      comments: 'I was ill',
    });
  });

  it("'planToUseCAPTransportation is kept true only if the event provides transportation': the checkbox shows only then", async () => {
    fakeNetwork(plainMember, routes(future()));
    renderAt('/eventviewer/42');
    await signupSection();
    expect(screen.queryByLabelText('I plan to use CAP transportation')).toBeNull();
    cleanup();
    const net = fakeNetwork(
      plainMember,
      routes(future({ transportationProvided: true, transportationDescription: 'Van' })),
    );
    renderAt('/eventviewer/42');
    const section = await signupSection();
    fireEvent.click(section.getByLabelText('I plan to use CAP transportation'));
    fireEvent.click(section.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(net.calls.some((c) => c.method === 'POST')).toBe(true));
    const post = net.calls.find((c) => c.method === 'POST')!;
    expect((post.body as { planToUseCAPTransportation: boolean }).planToUseCAPTransportation).toBe(true);
  });

  it("'Custom fields shown to a member need displayToMember; editable only with allowMemberToModify; managers see and edit all'", async () => {
    const fields: CustomAttendanceField[] = [
      {
        type: 'TEXT',
        title: 'Staff note',
        preFill: 'secret',
        displayToMember: false,
        allowMemberToModify: false,
      },
      {
        type: 'TEXT',
        title: 'Assigned tent',
        preFill: 'Tent 4',
        displayToMember: true,
        allowMemberToModify: false,
      },
      { type: 'TEXT', title: 'Shirt size', preFill: 'M', displayToMember: true, allowMemberToModify: true },
      { type: 'NUMBER', title: 'Nights', preFill: 2, displayToMember: true, allowMemberToModify: true },
    ];
    const e = future({ customAttendanceFields: fields });
    const net = fakeNetwork(plainMember, routes(e));
    renderAt('/eventviewer/42');
    let section = await signupSection();
    expect(section.queryByText('Staff note')).toBeNull();
    expect(section.queryByDisplayValue('secret')).toBeNull();
    expect(section.getByText('Assigned tent')).toBeDefined();
    expect(section.getByText('Tent 4')).toBeDefined();
    expect(section.queryByLabelText('Assigned tent')).toBeNull();
    fireEvent.change(section.getByLabelText('Shirt size'), { target: { value: 'L' } });
    // 'A number field ignores null': emptying the box keeps 2, a number replaces it
    fireEvent.change(section.getByLabelText('Nights'), { target: { value: '' } });
    fireEvent.click(section.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(net.calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = (
      net.calls.find((c) => c.method === 'POST')!.body as { customAttendanceFieldValues: unknown }
    ).customAttendanceFieldValues;
    // only the fields the member may modify are sent (the server keeps the others)
    expect(sent).toEqual([
      { type: 'TEXT', title: 'Shirt size', value: 'L' },
      { type: 'NUMBER', title: 'Nights', value: 2 },
    ]);
    cleanup();
    fakeNetwork(manager, routes(e));
    renderAt('/eventviewer/42');
    section = await signupSection();
    for (const title of ['Staff note', 'Assigned tent', 'Shirt size', 'Nights']) {
      expect(section.getByLabelText(title)).toBeDefined();
    }
  });

  it("part-time: arrival and departure pickers and 'a bar of before, during and after shares with the duration'; the saved shift is clamped and swapped", async () => {
    const net = fakeNetwork(plainMember, routes(future({ signUpPartTime: true })));
    renderAt('/eventviewer/42');
    const section = await signupSection();
    const arrival = section.getByLabelText('Arrival time') as HTMLInputElement;
    const departure = section.getByLabelText('Departure time') as HTMLInputElement;
    // a sign-up without a shift starts from the whole event, meet to pickup
    expect(arrival.value).toBe(toLocalInput(MEET));
    expect(departure.value).toBe(toLocalInput(PICKUP));
    const legend = () => section.getAllByRole('listitem').map((li) => li.textContent);
    expect(legend()).toEqual(['Before: 0 minutes', 'During: 4 hours', 'After: 0 minutes']);
    fireEvent.change(arrival, { target: { value: toLocalInput(MEET + H) } });
    fireEvent.change(departure, { target: { value: toLocalInput(MEET + 3.5 * H) } });
    expect(legend()).toEqual(['Before: 1 hour', 'During: 2.5 hours', 'After: 30 minutes']);
    // 'If arrival is after departure, the bar shows the whole event as before'
    fireEvent.change(departure, { target: { value: toLocalInput(MEET + H / 2) } });
    expect(legend()).toEqual(['Before: 4 hours', 'During: 0 minutes', 'After: 0 minutes']);
    expect(section.getByText(/times will be swapped/)).toBeDefined();
    fireEvent.click(section.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(net.calls.some((c) => c.method === 'POST')).toBe(true));
    const body = net.calls.find((c) => c.method === 'POST')!.body as { shiftTime: unknown };
    expect(body.shiftTime).toEqual({ arrivalTime: MEET + H / 2, departureTime: MEET + H });
  });

  it('submit: POST /api/events/{id}/attendance with the member and the form; the viewer reloads and the form becomes the record; PUT edits it', async () => {
    const after = recordOf({ status: 'COMMITTEDATTENDED', comments: 'See you there', timestamp: MEET - H });
    const net = fakeNetwork(plainMember, routes(future(), { after: [after] }));
    renderAt('/eventviewer/42');
    let section = await signupSection();
    fireEvent.change(section.getByLabelText('Sign-up comments'), { target: { value: 'See you there' } });
    fireEvent.click(section.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Your sign-up has been saved.')).toBeDefined();
    const post = net.calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/events/42/attendance');
    expect(post.body).toEqual({
      memberID: me,
      status: 'COMMITTEDATTENDED',
      comments: 'See you there',
      planToUseCAPTransportation: false,
      customAttendanceFieldValues: [],
      shiftTime: null,
      token: 'csrf',
    });
    expect(screen.getByText('Your sign-up has been saved.').getAttribute('role')).toBe('status');
    section = await signupSection();
    expect(await section.findByRole('button', { name: 'Update sign-up' })).toBeDefined();
    expect(net.calls.filter((c) => c.url === '/api/events/42/viewer')).toHaveLength(2);
    fireEvent.change(section.getByLabelText('Status'), { target: { value: 'RESCINDEDCOMMITMENTTOATTEND' } });
    fireEvent.click(section.getByRole('button', { name: 'Update sign-up' }));
    await waitFor(() => expect(net.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = net.calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/events/42/attendance');
    expect(put.body).toMatchObject({
      memberID: me,
      status: 'RESCINDEDCOMMITMENTTOATTEND',
      comments: 'See you there',
    });
  });

  it("a refused sign-up shows the server's message", async () => {
    const refusal = {
      status: 400,
      body: {
        code: 'BAD_REQUEST',
        message: 'You have already completed the academic requirements that attending this event fulfills',
      },
    };
    fakeNetwork(
      plainMember,
      routes(future(), {
        extra: (url, init) =>
          url === '/api/events/42/attendance' && init.method === 'POST' ? refusal : undefined,
      }),
    );
    renderAt('/eventviewer/42');
    const section = await signupSection();
    fireEvent.click(section.getByRole('button', { name: 'Sign up' }));
    expect((await section.findByRole('alert')).textContent).toBe(
      'You have already completed the academic requirements that attending this event fulfills',
    );
    expect(section.getByRole('button', { name: 'Sign up' })).toBeDefined();
  });
});
