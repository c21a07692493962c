// @vitest-environment happy-dom
import { defaultRegistry, REGISTRY_CHANGED_EVENT, type Registry } from '@portal/contracts';
import { DateTimeText } from '@portal/kit';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../frame/Footer.tsx';
import { Header } from '../frame/Header.tsx';
import { SiteProvider } from './SiteContext.tsx';

// GET /api/registry answered from `served` (the browser's fetch, stubbed: this tests the shell's
// reaction to the event, not the service).
let served: Registry;
beforeEach(() => {
  served = defaultRegistry('md001');
  served.Website.Name = 'First Name Squadron';
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(served), { headers: { 'content-type': 'application/json' } }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderFrame = () =>
  render(
    <MemoryRouter>
      <SiteProvider>
        <Header />
        <Footer />
      </SiteProvider>
    </MemoryRouter>,
  );

describe('the header and footer follow the registry (platform §1, §2)', () => {
  it(`a saved registry shows at once: the page dispatches '${REGISTRY_CHANGED_EVENT}' and the header reloads`, async () => {
    renderFrame();
    await screen.findByText('First Name Squadron', { selector: '.site-name' });
    served = { ...served, Website: { ...served.Website, Name: 'Second Name Squadron' } };
    await act(async () => {
      window.dispatchEvent(new Event(REGISTRY_CHANGED_EVENT));
    });
    expect(await screen.findByText('Second Name Squadron', { selector: '.site-name' })).toBeDefined();
  });

  it('addresses saved as none are not shown; blank lines of a set address are left out', async () => {
    served.Contact.MeetingAddress = null;
    served.Contact.MailingAddress = { Name: 'PO Box 100', FirstLine: '', SecondLine: 'Demo Town' };
    served.Contact.Twitter = 'demo';
    const { container } = renderFrame();
    await screen.findByText('Mailing Address');
    expect(screen.queryByText('Meeting Address')).toBeNull();
    expect(container.querySelector('address')!.innerHTML).toBe(
      '<span>PO Box 100</span><span><br>Demo Town</span>',
    );
    expect(screen.getByRole('link', { name: 'Twitter' }).getAttribute('href')).toBe(
      'https://twitter.com/demo',
    );
    expect(screen.queryByRole('link', { name: 'Facebook' })).toBeNull();
  });
});

describe("the registry's favicon (platform §2 Site configuration, chosen from the drive)", () => {
  const icon = () => document.querySelector<HTMLLinkElement>('link[rel="icon"][data-registry]');
  it('becomes the page icon, served from the drive, and goes away when cleared', async () => {
    served.Website.FaviconID = '0123456789abcdef0123456789abcdef';
    renderFrame();
    await vi.waitFor(() =>
      expect(icon()?.getAttribute('href')).toBe('/api/files/0123456789abcdef0123456789abcdef/download'),
    );
    served.Website.FaviconID = null;
    await act(async () => {
      window.dispatchEvent(new Event(REGISTRY_CHANGED_EVENT));
    });
    await vi.waitFor(() => expect(icon()).toBeNull());
  });
});

describe("every page's times: 'HH:MM on MM/DD/YYYY' in the account's zone (the registry's Website.Timezone)", () => {
  // 22:05 UTC on 4 July 2026
  const moment = Date.UTC(2026, 6, 4, 22, 5);
  const renderTime = () =>
    render(
      <SiteProvider>
        <DateTimeText ms={moment} />
      </SiteProvider>,
    );

  it('a Denver account reads its times in Denver, and follows a saved zone', async () => {
    served.Website.Timezone = 'America/Denver';
    renderTime();
    expect((await screen.findByText('16:05 on 07/04/2026')).tagName).toBe('TIME');
    served = { ...served, Website: { ...served.Website, Timezone: 'America/Los_Angeles' } };
    await act(async () => {
      window.dispatchEvent(new Event(REGISTRY_CHANGED_EVENT));
    });
    expect((await screen.findByText('15:05 on 07/04/2026')).tagName).toBe('TIME');
  });

  it('when the registry cannot be loaded, New York time', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    renderTime();
    expect((await screen.findByText('18:05 on 07/04/2026')).tagName).toBe('TIME');
  });
});
