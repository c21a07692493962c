// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SessionProvider } from '@portal/kit';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { presetFor } from '@portal/contracts';
import { FindMemberWidget } from './FindMemberWidget.tsx';
import { fakeNetwork, testMember, type FakeCheck } from './testMembers.ts';

const searcher = testMember(510005, 'Sydney', 'Senior', {
  dutyPositions: [
    {
      duty: 'Aerospace Education Officer',
      date: 0,
      expires: null,
      type: 'NHQ',
      orgid: 9001,
      assistant: false,
    },
  ],
});
const found = [
  testMember(510004, 'Casey', 'Cadet', { memberRank: 'C/A1C', seniorMember: false, flight: 'Alpha' }),
  testMember(510013, 'Noel', 'Cadwell'),
];

async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

async function renderWidget() {
  render(
    <MemoryRouter>
      <SessionProvider>
        <FindMemberWidget />
      </SessionProvider>
    </MemoryRouter>,
  );
  await flush();
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const squadron = {
  id: 'md001',
  type: 'CAPSQUADRON',
  name: 'Demo Squadron',
  orgIDs: [9001],
  mainCalendarID: 'cal',
};
const linksOf = (name: string) =>
  screen
    .getAllByRole('link')
    .filter((a) => a.getAttribute('aria-label')?.endsWith(` of ${name}`))
    .map((a) => [a.textContent, a.getAttribute('aria-label'), a.getAttribute('href')]);

const searches = (calls: Array<{ url: string }>) =>
  calls.filter((c) => c.url.startsWith('/api/member/search'));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Find Member widget (platform §2 member search)', () => {
  it("before input: 'Enter a first or last name to search for'; fields unit name, first name, last name, duty name, include assistants", async () => {
    fakeNetwork({ member: searcher }, () => ({ body: [] }));
    await renderWidget();
    expect(screen.getByRole('heading', { name: 'Find Member' })).toBeDefined();
    expect(screen.getByText('Enter a first or last name to search for')).toBeDefined();
    for (const name of ['Unit name', 'First name', 'Last name', 'Duty name', 'Include assistants']) {
      expect(field(name)).toBeDefined();
    }
  });

  it('"Starts 500 ms after the last keystroke once at least 3 characters in total across the fields"', async () => {
    const net = fakeNetwork({ member: searcher }, () => ({ body: found }));
    await renderWidget();
    type('First name', 'c');
    type('Last name', 'ad');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(searches(net.calls)).toHaveLength(0);
    // another keystroke restarts the 500 ms
    type('Last name', 'adw');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(searches(net.calls)).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(searches(net.calls).map((c) => c.url)).toEqual(['/api/member/search/%25/adw/c/%25/false']);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('C/A1C Casey Cadet'),
      expect.stringContaining('Capt Noel Cadwell'),
    ]);
  });

  it('fewer than 3 characters do not search, and clear the results', async () => {
    const net = fakeNetwork({ member: searcher }, () => ({ body: found }));
    await renderWidget();
    type('Last name', 'ca');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(searches(net.calls)).toHaveLength(0);
    type('Last name', 'cad');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    type('Last name', 'ca');
    await flush();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByText('Enter a first or last name to search for')).toBeDefined();
  });

  it('duty name and include assistants go into the search', async () => {
    const net = fakeNetwork({ member: searcher }, () => ({ body: found }));
    await renderWidget();
    type('Duty name', 'safety');
    fireEvent.click(field('Include assistants'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(searches(net.calls).map((c) => c.url)).toEqual(['/api/member/search/%25/%25/%25/safety/true']);
  });

  it("an empty result after input: 'Could not find members'", async () => {
    fakeNetwork({ member: searcher }, () => ({ body: [] }));
    await renderWidget();
    type('Last name', 'zzz');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(screen.getByText('Could not find members')).toBeDefined();
  });

  it("failure: 'Error loading data!' plus message", async () => {
    fakeNetwork({ member: searcher }, () => ({
      status: 403,
      body: { code: 'FORBIDDEN', message: 'You do not have permission to do that' },
    }));
    await renderWidget();
    type('Last name', 'cad');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Error loading data! You do not have permission to do that',
    );
  });

  it('"Results list max height 400 px"', async () => {
    fakeNetwork({ member: searcher }, () => ({ body: found }));
    await renderWidget();
    type('Last name', 'cad');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    const list = screen.getByRole('list', { name: 'Members found' });
    expect(getComputedStyle(list).maxHeight).toBe('400px');
    expect(getComputedStyle(list).overflowY).toBe('auto');
  });

  it('is not shown to a member who may not search (Find Member rule)', async () => {
    fakeNetwork({ member: testMember(510004, 'Casey', 'Cadet', { seniorMember: false }) }, () => ({
      body: [],
    }));
    await renderWidget();
    expect(screen.queryByRole('heading', { name: 'Find Member' })).toBeNull();
  });

  it('links each result to what the searcher may do with that member, each page opened on them', async () => {
    const admin = testMember(510001, 'Alex', 'Administrator', {
      permissions: presetFor('Admin', 'CAPSQUADRON'),
      dutyPositions: searcher.dutyPositions,
    });
    fakeNetwork({ member: admin }, (url) =>
      url === '/api/accountcheck' ? { body: squadron } : { body: found },
    );
    await renderWidget();
    type('Last name', 'cad');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    await flush();
    expect(linksOf('Casey Cadet')).toEqual([
      ['Attendance', 'Attendance of Casey Cadet', '/admin/attendance?member=CAPNHQMember-510004'],
      ['Flight', 'Flight of Casey Cadet', '/admin/flightassign?member=CAPNHQMember-510004'],
      ['Permissions', 'Permissions of Casey Cadet', '/admin/permissions?member=CAPNHQMember-510004'],
    ]);
    // a senior member is in no cadet flight: no flight link
    expect(linksOf('Noel Cadwell').map(([text]) => text)).toEqual(['Attendance', 'Permissions']);
    expect(screen.getAllByRole('listitem')[0]!.textContent).toContain('Alpha Flight');
  });

  it('a searcher who may do nothing with other members gets plain results', async () => {
    fakeNetwork({ member: searcher }, (url) =>
      url === '/api/accountcheck' ? { body: squadron } : { body: found },
    );
    await renderWidget();
    type('Last name', 'cad');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    await flush();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('a plain searcher has no Sign in as button', async () => {
    fakeNetwork({ member: searcher }, () => ({ body: found }));
    await renderWidget();
    type('Last name', 'cad');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(screen.queryByRole('button', { name: /Sign in as/ })).toBeNull();
  });

  it('the privileged user: Sign in as calls su with the member and re-authorises from the session check', async () => {
    let session: FakeCheck = { member: searcher, superUser: true };
    const net = fakeNetwork(
      () => session,
      (url) => {
        if (url.startsWith('/api/member/search')) return { body: found };
        if (url === '/api/member/session/su') {
          session = { member: found[0]! };
          return { status: 204 };
        }
        return undefined;
      },
    );
    await renderWidget();
    type('Last name', 'cad');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    const checksBefore = net.calls.filter((c) => c.url === '/api/check').length;
    fireEvent.click(screen.getByRole('button', { name: 'Sign in as Casey Cadet' }));
    await flush();
    await flush();
    const su = net.calls.find((c) => c.url === '/api/member/session/su');
    expect(su).toMatchObject({ method: 'POST', body: { type: 'CAPNHQMember', id: 510004, token: 'csrf' } });
    expect(net.calls.filter((c) => c.url === '/api/check').length).toBe(checksBefore + 1);
    // re-authorised as the cadet, who may not search: the widget goes away
    expect(screen.queryByRole('heading', { name: 'Find Member' })).toBeNull();
  });
});
