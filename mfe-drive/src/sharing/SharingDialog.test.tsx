// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cadet, fakeNetwork, full, owner, renderWithSession, text } from '../testing/driveTesting.tsx';
import { SharingDialog } from './SharingDialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const teams = [
  {
    id: 1,
    accountID: 'md001',
    name: 'Color Guard',
    description: '',
    visibility: 'PUBLIC',
    cadetLeader: null,
    seniorMentor: null,
    seniorCoach: null,
    members: [],
    memberCount: 1,
  },
];

function setup(file = text) {
  const onClose = vi.fn();
  const net = fakeNetwork({ member: owner }, (url, init) => {
    if (url === '/api/team') return { body: teams };
    if (url === '/api/member/list') return { body: [owner, cadet] };
    if (init.method === 'POST') return { body: full(file, []) };
    return undefined;
  });
  renderWithSession(<SharingDialog file={file} onClose={onClose} />);
  return { onClose, ...net };
}

describe('platform §2 sharing settings', () => {
  it('lists the owner as Owner and the three global levels (none / view / view and modify)', async () => {
    setup({ ...text, permissions: [{ type: 'SIGNEDIN', permission: 5 }] });
    const dialog = await screen.findByRole('dialog', { name: 'Sharing settings for notes.txt' });
    await waitFor(() => expect(dialog.textContent).toContain('Owner: Capt Alex Administrator'));
    const level = (name: string) => (within(dialog).getByLabelText(name) as HTMLSelectElement).value;
    expect(level('Account members')).toBe('none');
    expect(level('Signed-in members')).toBe('viewAndModify');
    expect(level('The public')).toBe('none');
    const options = [...(within(dialog).getByLabelText('The public') as HTMLSelectElement).options].map(
      (o) => o.text,
    );
    expect(options).toEqual(['None', 'View', 'View and modify']);
  });

  it('a team added at View saves POST /api/files/{id} {permissions} with a TEAM entry (READ)', async () => {
    const { calls, onClose } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Sharing settings for notes.txt' });
    await within(dialog).findByRole('option', { name: 'Color Guard' });
    fireEvent.change(within(dialog).getByLabelText('Team to add'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add team' }));
    fireEvent.change(within(dialog).getByLabelText('The public'), { target: { value: 'view' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true, expect.objectContaining({ id: text.id })));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: `/api/files/${text.id}`,
      body: {
        permissions: [
          { type: 'OTHER', permission: 1 },
          { type: 'TEAM', teamID: 1, permission: 1 },
        ],
      },
    });
  });

  it("a member chosen with 'Select a member' becomes a USER entry; view and modify is READ|MODIFY", async () => {
    const { calls } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Sharing settings for notes.txt' });
    await waitFor(() => expect(dialog.textContent).toContain('Owner: Capt Alex Administrator'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add member' }));
    const picker = await screen.findByRole('dialog', { name: 'Select a member' });
    fireEvent.click(await within(picker).findByText(/Casey/));
    fireEvent.click(within(picker).getByRole('button', { name: 'Select' }));
    const back = await screen.findByRole('dialog', { name: 'Sharing settings for notes.txt' });
    fireEvent.change(await within(back).findByLabelText('Capt Casey Cadet'), {
      target: { value: 'viewAndModify' },
    });
    fireEvent.click(within(back).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        permissions: [{ type: 'USER', reference: { type: 'CAPNHQMember', id: 510004 }, permission: 5 }],
      }),
    );
  });

  it("the server's refusal is shown and the dialog stays", async () => {
    const onClose = vi.fn();
    fakeNetwork({ member: owner }, (url, init) =>
      init.method === 'POST'
        ? { status: 403, body: { code: 'FORBIDDEN', message: 'You do not have permission to do that' } }
        : url === '/api/team'
          ? { body: [] }
          : undefined,
    );
    renderWithSession(<SharingDialog file={text} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Sharing settings for notes.txt' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You do not have permission to do that',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
