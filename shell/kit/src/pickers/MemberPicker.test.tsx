// @vitest-environment happy-dom
import type { Member } from '@portal/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureMember as testMember } from '@portal/contracts/testing/members';
import { MemberPicker } from './MemberPicker.tsx';

function member(id: number, nameFirst: string, nameLast: string, memberRank = 'C/Amn'): Member {
  return testMember(id, nameFirst, nameLast, { memberRank, seniorMember: false, permissions: {} });
}

const MEMBERS = [
  member(510004, 'Casey', 'Cadet'),
  member(510001, 'Alex', 'Administrator', 'Maj'),
  member(510003, 'Sam', 'Staffer'),
];

function options(): string[] {
  return screen.queryAllByRole('option').map((o) => o.textContent ?? '');
}

function filterBox(): HTMLInputElement {
  return screen.getByLabelText(/Filter by name/) as HTMLInputElement;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("member picker ('Select a member', platform §2)", () => {
  it("is a dialog titled 'Select a member' listing the members by last name, with their ids", () => {
    render(<MemberPicker open members={MEMBERS} onSelect={() => undefined} onCancel={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Select a member' })).toBeDefined();
    expect(options()).toEqual([
      'Maj Alex Administrator510001',
      'C/Amn Casey Cadet510004',
      'C/Amn Sam Staffer510003',
    ]);
  });

  it('takes another title', () => {
    render(
      <MemberPicker
        open
        title="Select a mentor"
        members={MEMBERS}
        onSelect={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Select a mentor' })).toBeDefined();
  });

  it('§5 "Member-name filter in pickers: case-insensitive pattern"', () => {
    render(<MemberPicker open members={MEMBERS} onSelect={() => undefined} onCancel={() => undefined} />);
    fireEvent.change(filterBox(), { target: { value: 'CADET' } });
    expect(options()).toEqual(['C/Amn Casey Cadet510004']);
    fireEvent.change(filterBox(), { target: { value: '^maj a' } });
    expect(options()).toEqual(['Maj Alex Administrator510001']);
  });

  it('§5 "an invalid pattern matches nothing (name filter)"', () => {
    render(<MemberPicker open members={MEMBERS} onSelect={() => undefined} onCancel={() => undefined} />);
    fireEvent.change(filterBox(), { target: { value: 'ca(' } });
    expect(options()).toEqual([]);
    expect(screen.getByText('No members match the filter')).toBeDefined();
  });

  it('"shows id and name read-only": choosing a member fills read-only id and name; Select returns that member', () => {
    const onSelect = vi.fn();
    render(<MemberPicker open members={MEMBERS} onSelect={onSelect} onCancel={() => undefined} />);
    const select = screen.getByRole('button', { name: 'Select' }) as HTMLButtonElement;
    expect(select.disabled).toBe(true);
    fireEvent.click(screen.getByRole('option', { name: /Casey Cadet/ }));
    const id = screen.getByLabelText('Member ID') as HTMLInputElement;
    const name = screen.getByLabelText('Member name') as HTMLInputElement;
    expect([id.value, id.readOnly]).toEqual(['510004', true]);
    expect([name.value, name.readOnly]).toEqual(['C/Amn Casey Cadet', true]);
    fireEvent.click(select);
    expect(onSelect).toHaveBeenCalledWith(MEMBERS[0]);
  });

  it('keyboard: Enter on an option chooses it', () => {
    render(<MemberPicker open members={MEMBERS} onSelect={() => undefined} onCancel={() => undefined} />);
    const option = screen.getByRole('option', { name: /Sam Staffer/ });
    fireEvent.keyDown(option, { key: 'Enter' });
    expect(option.getAttribute('aria-selected')).toBe('true');
  });

  it('Cancel and Escape call onCancel, never onSelect', () => {
    const onSelect = vi.fn();
    const onCancel = vi.fn();
    render(<MemberPicker open members={MEMBERS} onSelect={onSelect} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('"Modal lists overflow at 400 px": the list scrolls beyond 400 px', () => {
    render(<MemberPicker open members={MEMBERS} onSelect={() => undefined} onCancel={() => undefined} />);
    const list = screen.getByRole('listbox');
    const style = getComputedStyle(list);
    expect(style.maxHeight).toBe('400px');
    expect(style.overflowY).toBe('auto');
  });

  it('without members it loads GET /api/member/list itself', async () => {
    const fetch = vi.fn(
      async (_input: string) =>
        new Response(JSON.stringify(MEMBERS), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    render(<MemberPicker open onSelect={() => undefined} onCancel={() => undefined} />);
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/member/list');
  });

  it("shows 'There was an error loading the member list' when the list cannot be loaded", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 'SERVER_ERROR', message: 'x' }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    render(<MemberPicker open onSelect={() => undefined} onCancel={() => undefined} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('There was an error loading the member list')).toBeDefined();
  });

  it('renders nothing while closed', () => {
    render(
      <MemberPicker open={false} members={MEMBERS} onSelect={() => undefined} onCancel={() => undefined} />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
