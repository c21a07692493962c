// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailSelectorPage } from './EmailSelectorPage.tsx';
import { fakeClient, renderPage, type FakeAnswer } from './pageTesting.tsx';
import { TeamEmailSelectorPage } from './TeamEmailSelectorPage.tsx';
import { ACCOUNT_LIST, ALPHA_LIST, CONTACTS } from './testContacts.ts';

afterEach(cleanup);

const showUnit = (answer: FakeAnswer, signedIn = true) => {
  const net = fakeClient({ '/api/member/contacts': answer }, signedIn);
  renderPage(net.client, <EmailSelectorPage client={net.client} />);
  return net;
};

describe('the unit email selector page (/admin/emaillist, /emailselector): §4 LOADING, LOADED, ERROR', () => {
  it('LOADED for a whole-unit viewer: every member and the flight filter', async () => {
    showUnit({ status: 200, body: ACCOUNT_LIST });
    await screen.findByRole('heading', { name: 'Email selector' });
    expect(screen.getByText('Every member of the unit.')).toBeDefined();
    expect(screen.getAllByRole('checkbox', { name: /Dunmore|Valemont|Quarrington|Senior/ })).toHaveLength(4);
    fireEvent.click(screen.getByLabelText('Show advanced filters'));
    expect(screen.getByLabelText('Flight')).toBeDefined();
  });

  it('LOADED for a flight-restricted viewer: their flight only, no flight filter', async () => {
    showUnit({ status: 200, body: ALPHA_LIST });
    await screen.findByText('The members of your flight, Alpha.');
    expect(screen.getAllByRole('checkbox', { name: /Dunmore|Valemont|Quarrington|Senior/ })).toHaveLength(2);
    fireEvent.click(screen.getByLabelText('Show advanced filters'));
    expect(screen.queryByLabelText('Flight')).toBeNull();
  });

  it('ERROR: a server refusal is shown as is (§8)', async () => {
    showUnit({ status: 403, body: { code: 'FORBIDDEN', message: 'You do not have permission to do that' } });
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have permission to do that');
  });

  it("ERROR: no connection says 'There was an error loading the member list'", async () => {
    showUnit('network-down');
    expect((await screen.findByRole('alert')).textContent).toBe('There was an error loading the member list');
  });

  it("signed out: 'Please sign in' and no member list request", async () => {
    const net = showUnit({ status: 200, body: ACCOUNT_LIST }, false);
    await screen.findByText('Please sign in');
    expect(net.paths).not.toContain('/api/member/contacts');
  });
});

describe('the team email selector page (/team/emails/{id})', () => {
  const team = {
    id: 3,
    accountID: 'md001',
    name: 'Rocketry',
    description: '',
    visibility: 'PROTECTED',
    cadetLeader: null,
    seniorMentor: null,
    seniorCoach: null,
    members: [],
    memberCount: 2,
  };
  const showTeam = (
    path: string,
    answer: FakeAnswer,
    teamAnswer: FakeAnswer = { status: 200, body: team },
  ) => {
    const net = fakeClient({ '/api/team/3/members': answer, '/api/team/3': teamAnswer });
    renderPage(net.client, <TeamEmailSelectorPage client={net.client} />, path, '/team/emails/:id');
    return net;
  };

  it("lists the team's members from GET /api/team/{id}/members", async () => {
    const full = CONTACTS.slice(0, 2).map((m) => ({
      member: {
        ...m,
        squadron: 'MER-MD-001',
        gender: null,
        dateOfBirth: null,
        joined: null,
        hasNHQReference: true,
        orgid: 9001,
        dutyPositions: [],
        permissions: {},
        teamIDs: [3],
        absenteeInformation: null,
      },
      job: 'Member',
    }));
    showTeam('/team/emails/3', { status: 200, body: full });
    await screen.findByRole('heading', { name: 'Team email selector' });
    expect(screen.getByRole('link', { name: 'Rocketry' }).getAttribute('href')).toBe('/team/3');
    fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getByTestId('email-output').textContent).toBe(
      'val@example.com; dunmore.parent@example.com; blake.school@example.com; blake.backup@example.com; valemont.parent@example.com',
    );
  });

  it("without the team's name the page says 'team {id}'", async () => {
    showTeam('/team/emails/3', { status: 200, body: [] }, 'network-down');
    expect((await screen.findByRole('link', { name: 'team 3' })).getAttribute('href')).toBe('/team/3');
  });

  it('a refusal of the team call is shown as is', async () => {
    showTeam('/team/emails/3', {
      status: 403,
      body: { code: 'FORBIDDEN', message: 'You do not have permission to do that' },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have permission to do that');
  });

  it("an id that is not a number asks nothing and says 'There was an error loading the member list'", async () => {
    const net = showTeam('/team/emails/abc', { status: 200, body: [] });
    expect((await screen.findByRole('alert')).textContent).toBe('There was an error loading the member list');
    expect(net.paths.some((p) => p.includes('/api/team/'))).toBe(false);
  });
});
