// @vitest-environment happy-dom
import { EVENT_FORM_MESSAGES, newEventContent, type Event } from '@portal/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIME_REQUIRED } from './eventFormState.ts';
import {
  drafter,
  fakeNetwork,
  manager,
  plainMember,
  renderAt,
  testEvent,
  testMember,
  type FakeRoute,
} from '../testing/testEvents.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const teams = [
  {
    id: 3,
    accountID: 'md001',
    name: 'Rocketry',
    description: '',
    visibility: 'PUBLIC',
    cadetLeader: null,
    seniorMentor: null,
    seniorCoach: null,
    members: [],
    memberCount: 0,
  },
];
const pages =
  (extra?: FakeRoute): FakeRoute =>
  (url, init) => {
    const answer = extra?.(url, init);
    if (answer) return answer;
    if ((init.method ?? 'GET') !== 'GET') return undefined;
    if (url === '/api/team') return { body: teams };
    if (url === '/api/events/42') return { body: testEvent() };
    if (url === '/api/member/byid/510004')
      return {
        body: {
          ...testMember(510004, 'Contact'),
          contact: {
            ...testMember(1, 'x').contact,
            EMAIL: { PRIMARY: 'c@example.org' },
            CELLPHONE: { PRIMARY: '4105551234' },
          },
        },
      };
    return undefined;
  };

const submit = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const location = () => screen.getByTestId('location').textContent;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const group = (name: string) => screen.getByRole('group', { name });

function fillValidForm() {
  fireEvent.change(input('Event name'), { target: { value: 'Summer Bivouac' } });
  // 10:07 is put on the 15-minute grid (10:00) and read as New York time
  fireEvent.change(input('Meet date and time'), { target: { value: '07/04/2026 10:07' } });
  fireEvent.change(input('Meet location'), { target: { value: 'Squadron HQ' } });
  fireEvent.blur(input('Meet location'));
  fireEvent.click(
    within(group('Uniform (senior members)')).getByLabelText('Operational Camouflage Pattern (OCP)'),
  );
  fireEvent.click(within(group('Uniform (cadets)')).getByLabelText('Operational Camouflage Pattern (OCP)'));
}

describe('events §2 Event form: create (/eventform, /addevent)', () => {
  it('§5: a new form is invalid, Create event disabled; messages show per field once it is touched', async () => {
    fakeNetwork(manager, pages());
    renderAt('/addevent');
    expect(await screen.findByRole('heading', { name: 'Create event', level: 1 })).toBeDefined();
    expect(submit('Create event').disabled).toBe(true);
    // a blank form is not covered in red: the list beside the button says what is missing
    expect(screen.queryByText(EVENT_FORM_MESSAGES.nameRequired)).toBeNull();
    expect(screen.queryAllByText(TIME_REQUIRED)).toHaveLength(0);
    const missing = screen.getByText('To create the event, fix:').parentElement!;
    expect(
      within(missing)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Event name',
      'Meet date and time',
      'Meet location',
      'Start date and time',
      'Event location',
      'End date and time',
      'Pickup date and time',
      'Pickup location',
      'Uniform (senior members)',
      'Uniform (cadets)',
    ]);
    fireEvent.blur(input('Event name'));
    expect(screen.getByText(EVENT_FORM_MESSAGES.nameRequired)).toBeDefined();
    fireEvent.change(input('Event name'), { target: { value: 'Bivouac' } });
    expect(screen.queryByText(EVENT_FORM_MESSAGES.nameRequired)).toBeNull();
    fireEvent.change(input('Event name'), { target: { value: ' ' } });
    expect(screen.getByText(EVENT_FORM_MESSAGES.nameRequired)).toBeDefined();
  });

  it('§4 time and location defaults; §5 time and item rules show under their fields', async () => {
    fakeNetwork(manager, pages());
    renderAt('/eventform');
    await screen.findByLabelText('Meet date and time');
    fillValidForm();
    expect(input('Start date and time').value).toBe('07/04/2026 10:15');
    expect(input('End date and time').value).toBe('07/04/2026 12:15');
    expect(input('Pickup date and time').value).toBe('07/04/2026 12:30');
    expect(input('Event location').value).toBe('Squadron HQ');
    expect(input('Pickup location').value).toBe('Squadron HQ');
    expect(submit('Create event').disabled).toBe(false);

    fireEvent.change(input('End date and time'), { target: { value: '07/04/2026 09:00' } });
    expect(screen.getByText(EVENT_FORM_MESSAGES.endBeforeStart)).toBeDefined();
    expect(screen.queryByText(EVENT_FORM_MESSAGES.pickupBeforeEnd)).toBeNull();
    expect(submit('Create event').disabled).toBe(true);
    fireEvent.change(input('End date and time'), { target: { value: '07/04/2026 12:15' } });

    fireEvent.click(screen.getByLabelText('Transportation provided'));
    expect(screen.getByRole('link', { name: 'Transportation description' })).toBeDefined();
    fireEvent.blur(input('Transportation description'));
    expect(screen.getByText(EVENT_FORM_MESSAGES.transportationDescriptionRequired)).toBeDefined();
    fireEvent.click(screen.getByLabelText('Transportation provided'));

    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(screen.getByText(EVENT_FORM_MESSAGES.itemsEmpty)).toBeDefined();
    expect(submit('Create event').disabled).toBe(true);
  });

  it('Create event sends the contract body (POST /api/events/), shows Saving..., then opens the viewer', async () => {
    const net = fakeNetwork(
      manager,
      pages((url, init) =>
        url === '/api/events/' && init.method === 'POST'
          ? { status: 201, body: testEvent({ id: 43 }) }
          : undefined,
      ),
    );
    renderAt('/eventform');
    await screen.findByLabelText('Meet date and time');
    fillValidForm();
    fireEvent.change(await screen.findByLabelText('Team'), { target: { value: '3' } });
    fireEvent.click(submit('Create event'));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDefined();
    await waitFor(() => expect(location()).toBe('/eventviewer/43-summer-bivouac'));
    const post = net.calls.find((c) => c.method === 'POST')!;
    const body = post.body as Record<string, unknown>;
    const meet = Date.UTC(2026, 6, 4, 14, 0);
    const defaults = newEventContent(0);
    expect(body).toMatchObject({
      name: 'Summer Bivouac',
      status: 'DRAFT',
      meetLocation: 'Squadron HQ',
      location: 'Squadron HQ',
      pickupLocation: 'Squadron HQ',
      meetDateTime: meet,
      startDateTime: meet + 15 * 60000,
      endDateTime: meet + 135 * 60000,
      pickupDateTime: meet + 150 * 60000,
      teamID: 3,
      desiredNumberOfParticipants: 8,
      token: 'csrf',
    });
    expect(Object.keys(body).sort()).toEqual([...Object.keys(defaults), 'token'].sort());
  });

  it('§4/§6: a non-full manager may only pick Draft; a member without event rights is refused', async () => {
    fakeNetwork(drafter, pages());
    renderAt('/eventform');
    const status = (await screen.findByLabelText('Event status')) as HTMLSelectElement;
    expect([...status.options].map((o) => o.value)).toEqual(['DRAFT']);
    cleanup();
    fakeNetwork(plainMember, pages());
    renderAt('/eventform');
    await screen.findByRole('heading', { name: 'You do not have permission to modify this event' });
    cleanup();
    fakeNetwork(manager, pages());
    renderAt('/eventform');
    const all = (await screen.findByLabelText('Event status')) as HTMLSelectElement;
    expect(all.options).toHaveLength(6);
  });

  it("signed out: 'Please sign in'", async () => {
    fakeNetwork(null, pages());
    renderAt('/eventform');
    await screen.findByRole('heading', { name: 'Please sign in' });
  });

  it("§5 points of contact: 'Invalid CAPID', lookup, 'POC Already Present', external, type change resets", async () => {
    fakeNetwork(manager, pages());
    renderAt('/eventform');
    const capid = (await screen.findByLabelText('CAPID of internal contact')) as HTMLInputElement;
    const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add internal point of contact' }));
    fireEvent.change(capid, { target: { value: '100000' } });
    add();
    expect(await screen.findByText(EVENT_FORM_MESSAGES.invalidCAPID)).toBeDefined();
    fireEvent.change(capid, { target: { value: '510004' } });
    add();
    const poc = await screen.findByRole('group', { name: 'Point of contact 1' });
    expect(within(poc).getByText('Capt Pat Contact')).toBeDefined();
    expect((within(poc).getByLabelText('Contact email') as HTMLInputElement).value).toBe('c@example.org');
    fireEvent.change(capid, { target: { value: '510004' } });
    add();
    expect(await screen.findByText(EVENT_FORM_MESSAGES.pocAlreadyPresent)).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Add external point of contact' }));
    const ext = screen.getByRole('group', { name: 'Point of contact 2' });
    fireEvent.change(within(ext).getByLabelText('Contact name'), { target: { value: 'Ranger Rick' } });
    fireEvent.change(within(ext).getByLabelText('Contact type'), { target: { value: 'INTERNAL' } });
    const reset = screen.getByRole('group', { name: 'Point of contact 2' });
    expect(within(reset).queryByLabelText('Contact name')).toBeNull();
    expect(within(reset).getByText(EVENT_FORM_MESSAGES.invalidCAPID)).toBeDefined();
  });

  it('§3 custom attendance fields: prefill by type, the qual rule', async () => {
    fakeNetwork(manager, pages());
    renderAt('/eventform');
    fireEvent.click(await screen.findByRole('button', { name: 'Add custom field' }));
    const field = screen.getByRole('group', { name: 'Custom field 1' });
    fireEvent.change(within(field).getByLabelText('Field type'), { target: { value: 'NUMBER' } });
    expect((within(field).getByLabelText('Prefill') as HTMLInputElement).value).toBe('0');
    fireEvent.change(within(field).getByLabelText('Field type'), { target: { value: 'QUAL' } });
    const modify = within(field).getByLabelText('Allow member to modify') as HTMLInputElement;
    const display = within(field).getByLabelText('Display to member') as HTMLInputElement;
    expect([modify.checked, modify.disabled, display.checked, display.disabled]).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });
});

describe('events §2 Event form: edit (/eventform/{id}, /modifyevent/{id})', () => {
  it('loads the event; Update event sends only the changed fields (PUT), then opens the viewer', async () => {
    const net = fakeNetwork(
      manager,
      pages((url, init) =>
        url === '/api/events/42' && init.method === 'PUT'
          ? { body: testEvent({ name: 'Winter Bivouac' }) }
          : undefined,
      ),
    );
    renderAt('/modifyevent/42-summer-bivouac');
    const name = (await screen.findByLabelText('Event name')) as HTMLInputElement;
    expect(name.value).toBe('Summer Bivouac');
    expect(input('Meet date and time').value).toBe('07/04/2026 10:00');
    fireEvent.change(name, { target: { value: 'Winter Bivouac' } });
    fireEvent.click(submit('Update event'));
    await waitFor(() => expect(location()).toBe('/eventviewer/42-winter-bivouac'));
    expect(net.calls.find((c) => c.method === 'PUT')).toEqual({
      url: '/api/events/42',
      method: 'PUT',
      body: { name: 'Winter Bivouac', token: 'csrf' },
    });
  });

  it("§8: load failure 'Could not load event information'; no permission for this event", async () => {
    fakeNetwork(manager, pages());
    renderAt('/eventform/77');
    await screen.findByRole('heading', { name: 'Could not load event information' });
    cleanup();
    fakeNetwork(plainMember, pages());
    renderAt('/eventform/42');
    await screen.findByRole('heading', { name: 'You do not have permission to modify this event' });
  });

  it('§6: an internal point of contact may edit the event (FULL for it)', async () => {
    const event: Event = testEvent({
      pointsOfContact: [
        {
          type: 'INTERNAL',
          memberReference: { type: 'CAPNHQMember', id: plainMember.id as number },
          email: '',
          phone: '',
          position: '',
          publicDisplay: true,
          receiveEventUpdates: false,
          receiveRoster: false,
          receiveSignUpUpdates: false,
          receiveUpdates: false,
        },
      ],
    });
    fakeNetwork(
      plainMember,
      pages((url, init) =>
        url === '/api/events/42' && (init.method ?? 'GET') === 'GET' ? { body: event } : undefined,
      ),
    );
    renderAt('/eventform/42');
    expect(await screen.findByRole('button', { name: 'Update event' })).toBeDefined();
  });

  it('§8 save failure: a 5xx shows the server message and stays; a 4xx returns to the event list', async () => {
    const put =
      (status: number, message: string): FakeRoute =>
      (url, init) =>
        url === '/api/events/42' && init.method === 'PUT'
          ? { status, body: { code: 'X', message } }
          : undefined;
    fakeNetwork(manager, pages(put(500, 'The database is resting')));
    renderAt('/eventform/42');
    fireEvent.change(await screen.findByLabelText('Event name'), { target: { value: 'Other' } });
    fireEvent.click(submit('Update event'));
    expect(await screen.findByText('The database is resting')).toBeDefined();
    expect(location()).toBe('/eventform/42');
    expect(submit('Update event').disabled).toBe(false);
    cleanup();

    fakeNetwork(manager, pages(put(403, 'You do not have permission to modify this event')));
    renderAt('/eventform/42');
    fireEvent.change(await screen.findByLabelText('Event name'), { target: { value: 'Other' } });
    fireEvent.click(submit('Update event'));
    await waitFor(() => expect(location()).toBe('/eventlinklist'));
  });

  it('file attachments fall back to typed ids when the drive cannot be loaded', async () => {
    fakeNetwork(manager, pages());
    renderAt('/eventform');
    expect(await screen.findByLabelText('Event file IDs')).toBeDefined();
  });
});

describe('events §3 account-specific fields of the form', () => {
  const onAccount =
    (id: string, type: string): FakeRoute =>
    (url) =>
      url === '/api/accountcheck'
        ? { body: { id, type, name: id, orgIDs: [9001], mainOrg: 9001, mainCalendarID: 'c', parent: null } }
        : undefined;

  it("'The groupEventNumber field is shown only for squadron accounts'; 'The requirementTag field is shown only for one specific account' (md001), a list whose index 0 is 'Not Needed'", async () => {
    fakeNetwork(manager, pages(onAccount('md001', 'CAPSQUADRON')));
    renderAt('/eventform');
    const tag = (await screen.findByLabelText('Requirement tag', {}, { timeout: 5000 })) as HTMLSelectElement;
    const options = [...tag.options].map((o) => o.value);
    expect(options[0]).toBe('Not Needed');
    expect(options).toContain('Encampment');
    expect(tag.value).toBe('Not Needed');
    expect(group('Group event number')).toBeDefined();
    expect(group('Region event number')).toBeDefined();
  });

  it('another squadron shows the group event number but no requirement tag', async () => {
    fakeNetwork(manager, pages(onAccount('md002', 'CAPSQUADRON')));
    renderAt('/eventform');
    await screen.findByRole('group', { name: 'Group event number' }, { timeout: 5000 });
    expect(screen.queryByLabelText('Requirement tag')).toBeNull();
  });

  it('a wing shows neither (only the region event number)', async () => {
    fakeNetwork(manager, pages(onAccount('md000', 'CAPWING')));
    renderAt('/eventform');
    await screen.findByRole('group', { name: 'Region event number' }, { timeout: 5000 });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Group event number' })).toBeNull());
    expect(screen.queryByLabelText('Requirement tag')).toBeNull();
  });

  it('the chosen tag is saved as its name; Not Needed as null', async () => {
    const net = fakeNetwork(
      manager,
      pages(
        (url, init) =>
          onAccount('md001', 'CAPSQUADRON')(url, init) ??
          (url === '/api/events/42' && init.method === 'PUT' ? { body: testEvent() } : undefined),
      ),
    );
    renderAt('/modifyevent/42');
    const tag = (await screen.findByLabelText('Requirement tag', {}, { timeout: 5000 })) as HTMLSelectElement;
    fireEvent.change(tag, { target: { value: 'Feik leadership' } });
    fireEvent.click(submit('Update event'));
    await waitFor(() => expect(net.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(net.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      requirementTag: 'Feik leadership',
    });
  });
});
