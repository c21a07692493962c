// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { accountUrl, presetFor } from '@portal/contracts';
import { SessionProvider } from '@portal/kit';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, testMember } from '../members/testMembers.ts';
import { CreateEventAccountPage } from './CreateEventAccountPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const wing = {
  id: 'md000',
  type: 'CAPWING',
  name: 'Wing',
  orgIDs: [9000],
  mainOrg: 9000,
  mainCalendarID: 'md000-calendar',
};
const commander = testMember(510201, 'Jamie', 'Wingleader', {
  permissions: presetFor('Member', 'CAPWING'),
  dutyPositions: [{ duty: 'Commander', orgid: 9000, type: 'NHQ', assistant: false, date: 0, expires: null }],
});

function renderPage() {
  render(
    <SessionProvider>
      <MemoryRouter>
        <CreateEventAccountPage />
      </MemoryRouter>
    </SessionProvider>,
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Create account' }) as HTMLButtonElement;

describe('create special event account page (platform §5, §6; states LOADING, FORM, SAVING, CREATED, ERROR)', () => {
  it("'Account ID must start with \"{current id}\"' and 'Account name cannot be empty'; the form is disabled otherwise", async () => {
    fakeNetwork({ member: commander }, (url) => (url === '/api/accountcheck' ? { body: wing } : undefined));
    renderPage();
    await screen.findByLabelText('Account ID');
    expect(input('Account ID').value).toBe('md000');
    expect(submit().disabled).toBe(true);
    fireEvent.change(input('Account ID'), { target: { value: 'md001x' } });
    await screen.findByText('Account ID must start with "md000"');
    fireEvent.change(input('Account name'), { target: { value: 'x' } });
    fireEvent.change(input('Account name'), { target: { value: '' } });
    await screen.findByText('Account name cannot be empty');
    expect(submit().disabled).toBe(true);
  });

  it('FORM -> CREATED: sends accountID, accountName, event and shows the new account', async () => {
    const net = fakeNetwork({ member: commander }, (url, init) => {
      if (url === '/api/accountcheck') return { body: wing };
      if (url === '/api/events/account/' && init.method === 'POST')
        return { body: { id: 'md000enc', mainCalendarID: 'md000enc-calendar' } };
      return undefined;
    });
    renderPage();
    await screen.findByLabelText('Account ID');
    fireEvent.change(input('Account ID'), { target: { value: 'md000enc' } });
    fireEvent.change(input('Account name'), { target: { value: 'Encampment' } });
    fireEvent.change(input('Event (name or id)'), { target: { value: 'Summer' } });
    expect(submit().disabled).toBe(false);
    fireEvent.click(submit());
    await screen.findByText('The account md000enc was created.');
    expect(net.calls.find((c) => c.method === 'POST')?.body).toEqual({
      accountID: 'md000enc',
      accountName: 'Encampment',
      event: 'Summer',
      token: 'csrf',
    });
  });

  it("ERROR shows the server's message", async () => {
    fakeNetwork({ member: commander }, (url) => {
      if (url === '/api/accountcheck') return { body: wing };
      if (url === '/api/events/account/')
        return { status: 400, body: { code: 'ACCOUNT_EXISTS', message: 'That account ID is already taken' } };
      return undefined;
    });
    renderPage();
    await screen.findByLabelText('Account ID');
    fireEvent.change(input('Account ID'), { target: { value: 'md000enc' } });
    fireEvent.change(input('Account name'), { target: { value: 'Encampment' } });
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('That account ID is already taken');
  });

  it('a squadron member may not: the access message', async () => {
    fakeNetwork(
      { member: testMember(510001, 'Alex', 'Admin', { permissions: presetFor('Admin', 'CAPSQUADRON') }) },
      (url) =>
        url === '/api/accountcheck' ? { body: { ...wing, id: 'md001', type: 'CAPSQUADRON' } } : undefined,
    );
    renderPage();
    await screen.findByText('You do not have permission to access this page');
  });

  it("the new account's address replaces this host's account label", () => {
    expect(
      accountUrl({ protocol: 'http:', hostname: 'md000.localhost', port: '8080' }, 'md000', 'md000enc'),
    ).toBe('http://md000enc.localhost:8080/');
    expect(accountUrl({ protocol: 'https:', hostname: 'localhost', port: '' }, 'md000', 'md000enc')).toBe(
      'https://md000enc.localhost/',
    );
  });
});
