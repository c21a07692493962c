// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SessionProvider } from '@portal/kit';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AbsentWidget } from './AbsentWidget.tsx';
import { endOfDay } from '../forms/dateInputs.ts';
import { fakeNetwork, testMember, type FakeCheck } from './testMembers.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWidget() {
  render(
    <MemoryRouter>
      <SessionProvider>
        <AbsentWidget />
      </SessionProvider>
    </MemoryRouter>,
  );
}

const until = (label = 'Absent until') => screen.getByLabelText(label) as HTMLInputElement;

describe("the 'Absent?' form (§2 widget 5; POST /member/absent with absentUntil, comments)", () => {
  it('shows that the member is not marked absent, and Save stays disabled until a date is chosen', async () => {
    fakeNetwork({ member: testMember(510004, 'Casey', 'Cadet') }, () => undefined);
    renderWidget();
    await screen.findByRole('heading', { name: 'Absent?' });
    expect(screen.getByTestId('absent-state').textContent).toBe('You are not marked absent.');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the current absence and fills the form with it', async () => {
    const absentUntil = endOfDay('2099-06-30')!;
    fakeNetwork(
      {
        member: testMember(510004, 'Casey', 'Cadet', {
          absenteeInformation: { absentUntil, comments: 'Summer camp' },
        }),
      },
      () => undefined,
    );
    renderWidget();
    await waitFor(() =>
      expect(screen.getByTestId('absent-state').textContent).toBe(
        'You are marked absent until June 30, 2099: Summer camp',
      ),
    );
    await waitFor(() => expect(until().value).toBe('2099-06-30'));
    expect((screen.getByLabelText('Comments') as HTMLTextAreaElement).value).toBe('Summer camp');
  });

  it('Save sends absentUntil (end of the chosen day, ms) and comments with the token, then re-checks the session', async () => {
    let session: FakeCheck = { member: testMember(510004, 'Casey', 'Cadet') };
    const net = fakeNetwork(
      () => session,
      (url, init) => {
        if (url !== '/api/member/absent' || init.method !== 'POST') return undefined;
        const body = JSON.parse(String(init.body)) as { absentUntil: number; comments: string };
        session = { member: testMember(510004, 'Casey', 'Cadet', { absenteeInformation: body }) };
        return { body: { absentUntil: body.absentUntil, comments: body.comments } };
      },
    );
    renderWidget();
    await screen.findByRole('heading', { name: 'Absent?' });
    fireEvent.change(until(), { target: { value: '2099-07-04' } });
    fireEvent.change(screen.getByLabelText('Comments'), { target: { value: ' Family trip ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved!');
    expect(net.calls.find((c) => c.url === '/api/member/absent')?.body).toEqual({
      absentUntil: endOfDay('2099-07-04'),
      comments: 'Family trip',
      token: 'csrf',
    });
    await waitFor(() =>
      expect(screen.getByTestId('absent-state').textContent).toBe(
        'You are marked absent until July 4, 2099: Family trip',
      ),
    );
  });

  it('after Save the form shows what was stored even while the session check still answers the old state', async () => {
    fakeNetwork({ member: testMember(510004, 'Casey', 'Cadet') }, (url, init) =>
      url === '/api/member/absent' && init.method === 'POST'
        ? { body: { absentUntil: endOfDay('2099-07-04'), comments: 'Family trip' } }
        : undefined,
    );
    renderWidget();
    await screen.findByRole('heading', { name: 'Absent?' });
    fireEvent.change(until(), { target: { value: '2099-07-04' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved!');
    expect(screen.getByTestId('absent-state').textContent).toBe(
      'You are marked absent until July 4, 2099: Family trip',
    );
  });

  it("shows the server's message when saving fails", async () => {
    fakeNetwork({ member: testMember(510004, 'Casey', 'Cadet') }, () => ({
      status: 400,
      body: { code: 'VALIDATION', message: 'comments must be a string' },
    }));
    renderWidget();
    await screen.findByRole('heading', { name: 'Absent?' });
    fireEvent.change(until(), { target: { value: '2099-07-04' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('comments must be a string');
  });

  it('renders nothing when nobody is signed in', async () => {
    const net = fakeNetwork({ member: null }, () => undefined);
    renderWidget();
    await waitFor(() => expect(net.calls.some((c) => c.url === '/api/check')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Absent?' })).toBeNull();
  });
});
