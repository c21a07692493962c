// @vitest-environment happy-dom
// Newcomers without a member number: Create an account and Forgot your username say how to join
// the unit, from the registry's contact data.
import { defaultRegistry, type Registry } from '@portal/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteProvider } from '../../site/SiteContext.tsx';
import { CreateAccountPage } from './CreateAccountPage.tsx';
import { JOIN_TITLE } from './JoinTheUnit.tsx';
import { UsernameRequestPage } from './UsernameRequestPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function registryWithContacts(): Registry {
  const registry = defaultRegistry('md001');
  registry.Website.Name = 'Demo Composite Squadron';
  registry.Website.UnitName = 'MER-MD-001';
  registry.Contact.MeetingAddress = { Name: 'Demo Hangar', FirstLine: '100 Airport Road', SecondLine: '' };
  registry.Contact.MailingAddress = { Name: 'Demo Squadron', FirstLine: 'PO Box 100', SecondLine: '' };
  registry.Contact.FaceBook = 'demo-squadron';
  registry.Contact.Discord = 'https://discord.example.com/demo';
  return registry;
}

function show(Page: () => React.ReactNode, registry: Registry) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/registry'
        ? new Response(JSON.stringify(registry), { headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ type: 'none' }), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  render(
    <MemoryRouter>
      <SiteProvider>
        <Page />
      </SiteProvider>
    </MemoryRouter>,
  );
}

describe('how to join the unit, for someone without a member number', () => {
  it.each([
    ['Create an account', CreateAccountPage],
    ['Forgot your username', UsernameRequestPage],
  ])('%s: the meeting address, the mailing address and the contacts of the registry', async (_page, Page) => {
    show(Page, registryWithContacts());
    const box = (await screen.findByRole('heading', { name: JOIN_TITLE })).closest('section')!;
    await within(box).findByText(/joining Demo Composite Squadron\./);
    expect(within(box).getByText('100 Airport Road')).toBeDefined();
    expect(within(box).getByText('PO Box 100')).toBeDefined();
    expect(within(box).getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
      'https://www.facebook.com/demo-squadron',
    );
    expect(within(box).getByRole('link', { name: 'Discord' }).getAttribute('href')).toBe(
      'https://discord.example.com/demo',
    );
    // the intro points to the box for someone with no number to type
    expect(
      screen.getByRole('link', { name: 'No member number yet? Here is how to join.' }).getAttribute('href'),
    ).toBe('#join-the-unit');
  });

  it('a registry without contact data still says to visit a meeting and where to see the next one', async () => {
    const registry = defaultRegistry('md001');
    registry.Website.Name = 'Bare Squadron';
    show(CreateAccountPage, registry);
    const box = (await screen.findByRole('heading', { name: JOIN_TITLE })).closest('section')!;
    await within(box).findByText(/joining Bare Squadron/);
    expect(within(box).queryByRole('heading', { name: 'Where we meet' })).toBeNull();
    expect(
      within(box)
        .getByRole('link', { name: 'The home page shows when the unit meets next.' })
        .getAttribute('href'),
    ).toBe('/');
  });
});
