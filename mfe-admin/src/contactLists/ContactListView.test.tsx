// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClient, renderPage } from '../emailSelector/pageTesting.tsx';
import { ACCOUNT_LIST, ALPHA_LIST } from '../emailSelector/testContacts.ts';
import { ContactListPage } from './ContactListPage.tsx';
import { ContactListView, type ContactListKind } from './ContactListView.tsx';
import { FlightContactWidget } from './FlightContactWidget.tsx';

afterEach(cleanup);

const show = (kind: ContactListKind, list = ACCOUNT_LIST) =>
  render(<ContactListView kind={kind} list={list} />);
const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('flight and squadron contact lists (platform §2 routes, §6 flight restriction, §9 boxes)', () => {
  it('a table of name, rank, flight, phones as (xxx)xxx-xxxx and emails', () => {
    show('squadron');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Rank',
      'Flight',
      'Phone numbers',
      'Email addresses',
    ]);
    const val = screen.getByRole('row', { name: /Val Dunmore/ });
    expect(within(val).getByText('(410)555-0121').getAttribute('href')).toBe('tel:4105550121');
    expect(within(val).getByText('C/SSgt')).toBeDefined();
    expect(within(val).getByText('dunmore.parent@example.com').getAttribute('href')).toBe(
      'mailto:dunmore.parent@example.com',
    );
    expect(within(screen.getByRole('row', { name: /Sydney Senior/ })).getByText('Unassigned')).toBeDefined();
  });

  it('squadron contact starts with every flight; the contact boxes hold the listed members', () => {
    show('squadron');
    expect(rowNames()).toHaveLength(4);
    expect(screen.getByTestId('contact-emails').textContent).toContain('quarrington.parent@example.com');
    expect(screen.getByTestId('contact-phones').textContent).toBe(
      'C/SSgt Val Dunmore: (410)555-0121 (Cell)\n1stLt Sydney Senior: (301)555-0105 (Home)',
    );
  });

  it("flight contact for the command group starts at the viewer's flight and can show another", () => {
    show('flight', { ...ACCOUNT_LIST, flight: 'Bravo' });
    expect((screen.getByLabelText('Flight') as HTMLSelectElement).value).toBe('Bravo');
    expect(rowNames()).toEqual(['Ada Quarrington']);
    fireEvent.change(screen.getByLabelText('Flight'), { target: { value: 'Alpha' } });
    expect(rowNames()).toEqual(['Val Dunmore', 'Blake Valemont']);
    expect(screen.getByTestId('contact-emails').textContent).toBe(
      'val@example.com; dunmore.parent@example.com; blake.school@example.com; blake.backup@example.com; valemont.parent@example.com',
    );
  });

  it('a flight-restricted viewer gets their flight and no flight filter', () => {
    show('flight', ALPHA_LIST);
    expect(screen.queryByLabelText('Flight')).toBeNull();
    expect(screen.getByText('The members of your flight, Alpha.')).toBeDefined();
    expect(rowNames()).toEqual(['Val Dunmore', 'Blake Valemont']);
  });

  it('the page shows a refusal as is', async () => {
    const net = fakeClient({
      '/api/member/contacts': {
        status: 403,
        body: { code: 'FORBIDDEN', message: 'You do not have permission to do that' },
      },
    });
    renderPage(net.client, <ContactListPage kind="flight" client={net.client} />);
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have permission to do that');
    expect(screen.getByRole('heading', { name: 'Flight contact' })).toBeDefined();
  });
});

describe('dashboard widget 6, Flight contact', () => {
  const widget = (list: typeof ACCOUNT_LIST) => {
    const net = fakeClient({ '/api/member/contacts': { status: 200, body: list } });
    render(
      <MemoryRouter>
        <FlightContactWidget client={net.client} />
      </MemoryRouter>,
    );
  };

  it("a flight-restricted cadet: the flight's count and links to flight contact and the email selector", async () => {
    widget(ALPHA_LIST);
    await screen.findByText('There are 2 members in your flight, Alpha.');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/admin/flightcontact',
      '/emailselector',
    ]);
  });

  it('the command group: the unit count and squadron contact too', async () => {
    widget(ACCOUNT_LIST);
    await screen.findByText('There are 4 members in your unit.');
    expect(screen.getByRole('link', { name: 'Squadron contact' }).getAttribute('href')).toBe(
      '/admin/squadroncontact',
    );
  });
});
