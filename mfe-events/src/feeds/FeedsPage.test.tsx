// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, plainMember, renderAt, type FakeRoute } from '../testing/testEvents.tsx';

const TOKEN_1 = 'a'.repeat(43);
const TOKEN_2 = 'b'.repeat(43);
const links = (token: string) => ({
  publicUrl: 'http://md001.localhost:8080/api/calendar/public.ics',
  personalUrl: `http://md001.localhost:8080/api/calendar/feed/${token}.ics`,
  personalCreated: Date.UTC(2026, 10, 1),
});

const feedApi =
  (reset: { status?: number; body?: unknown } = { body: links(TOKEN_2) }): FakeRoute =>
  (url, init) => {
    if (url === '/api/calendar/feed' && (init.method ?? 'GET') === 'GET') return { body: links(TOKEN_1) };
    if (url === '/api/calendar/feed/reset' && init.method === 'POST') return reset;
    return undefined;
  };

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? { writeText } : undefined,
    configurable: true,
  });
}

const section = (name: string) => screen.getByRole('region', { name });
const publicUrl = () => `${window.location.origin}/api/calendar/public.ics`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('calendar feeds page /calendar/feeds', () => {
  it('a signed-in member sees the public link and their personal link, each explained', async () => {
    const net = fakeNetwork(plainMember, feedApi());
    renderAt('/calendar/feeds');
    expect(screen.getByRole('heading', { name: 'Calendar feeds', level: 1 })).toBeDefined();
    const personal = await screen.findByRole('textbox', { name: 'My events link' });
    expect((personal as HTMLInputElement).value).toBe(links(TOKEN_1).personalUrl);
    expect((personal as HTMLInputElement).readOnly).toBe(true);
    const pub = screen.getByRole('textbox', { name: 'Public calendar link' }) as HTMLInputElement;
    expect(pub.value).toBe(publicUrl());
    expect(within(section('Public calendar')).getByText(/not a draft/)).toBeDefined();
    expect(within(section('My events')).getByText(/events of this unit you signed up for/)).toBeDefined();
    expect(
      within(section('My events')).getByRole('link', { name: 'Open in calendar app' }).getAttribute('href'),
    ).toBe(`webcal://md001.localhost:8080/api/calendar/feed/${TOKEN_1}.ics`);
    expect(net.calls.filter((c) => c.url === '/api/calendar/feed')).toHaveLength(1);
  });

  it("'Copy' writes the link with navigator.clipboard and says 'Copied'", async () => {
    const writeText = vi.fn(async () => undefined);
    stubClipboard(writeText);
    fakeNetwork(plainMember, feedApi());
    renderAt('/calendar/feeds');
    await screen.findByRole('textbox', { name: 'My events link' });
    const mine = section('My events');
    fireEvent.click(within(mine).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(within(mine).getByRole('status').textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith(links(TOKEN_1).personalUrl);
  });

  it('without the clipboard API the link is selected and the member told to press Ctrl+C', async () => {
    stubClipboard(undefined);
    document.execCommand = vi.fn(() => false);
    fakeNetwork(plainMember, feedApi());
    renderAt('/calendar/feeds');
    const pub = screen.getByRole('textbox', { name: 'Public calendar link' }) as HTMLInputElement;
    fireEvent.click(within(section('Public calendar')).getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(within(section('Public calendar')).getByRole('status').textContent).toBe(
        'Press Ctrl+C (or Cmd+C) to copy the selected link',
      ),
    );
    expect(document.activeElement).toBe(pub);
    expect([pub.selectionStart, pub.selectionEnd]).toEqual([0, pub.value.length]);
  });

  it("a refused clipboard falls back to the selection and execCommand('copy')", async () => {
    stubClipboard(async () => Promise.reject(new Error('NotAllowedError')));
    const exec = vi.fn(() => true);
    document.execCommand = exec;
    fakeNetwork(plainMember, feedApi());
    renderAt('/calendar/feeds');
    fireEvent.click(within(section('Public calendar')).getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(within(section('Public calendar')).getByRole('status').textContent).toBe('Copied'),
    );
    expect(exec).toHaveBeenCalledWith('copy');
  });

  it("'Reset personal link' asks first; Cancel changes nothing", async () => {
    const net = fakeNetwork(plainMember, feedApi());
    renderAt('/calendar/feeds');
    await screen.findByRole('textbox', { name: 'My events link' });
    fireEvent.click(screen.getByRole('button', { name: 'Reset personal link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset personal link' });
    expect(within(dialog).getByText(/Calendars subscribed to the old link stop updating/)).toBeDefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(net.calls.some((c) => c.url === '/api/calendar/feed/reset')).toBe(false);
  });

  it('confirming the reset posts it with the CSRF token and shows the new link', async () => {
    const net = fakeNetwork(plainMember, feedApi());
    renderAt('/calendar/feeds');
    await screen.findByRole('textbox', { name: 'My events link' });
    fireEvent.click(screen.getByRole('button', { name: 'Reset personal link' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset link' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'My events link' }) as HTMLInputElement).value).toBe(
        links(TOKEN_2).personalUrl,
      ),
    );
    expect(
      within(section('My events'))
        .getAllByRole('status')
        .map((s) => s.textContent),
    ).toContain('Your personal link was reset. The old link no longer works.');
    expect(screen.queryByRole('alert')).toBeNull();
    // the kit's client sends the CSRF token as the body's `token`
    const post = net.calls.find((c) => c.url === '/api/calendar/feed/reset');
    expect(post).toEqual({ url: '/api/calendar/feed/reset', method: 'POST', body: { token: 'csrf' } });
  });

  it("a failed reset shows the server's message and keeps the old link", async () => {
    fakeNetwork(
      plainMember,
      feedApi({ status: 403, body: { code: 'TOKEN_INVALID', message: 'Invalid token, please refresh' } }),
    );
    renderAt('/calendar/feeds');
    await screen.findByRole('textbox', { name: 'My events link' });
    fireEvent.click(screen.getByRole('button', { name: 'Reset personal link' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid token, please refresh');
    expect((screen.getByRole('textbox', { name: 'My events link' }) as HTMLInputElement).value).toBe(
      links(TOKEN_1).personalUrl,
    );
  });

  it('an anonymous visitor sees the public link and a sign-in prompt, and no personal call is made', async () => {
    const net = fakeNetwork(null, feedApi());
    renderAt('/calendar/feeds');
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/signin?returnurl=%2Fcalendar%2Ffeeds');
    expect((screen.getByRole('textbox', { name: 'Public calendar link' }) as HTMLInputElement).value).toBe(
      publicUrl(),
    );
    expect(screen.queryByRole('textbox', { name: 'My events link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset personal link' })).toBeNull();
    expect(net.calls.some((c) => c.url.startsWith('/api/calendar'))).toBe(false);
  });

  it("the links call failing shows the server's message", async () => {
    fakeNetwork(plainMember, (url) =>
      url === '/api/calendar/feed'
        ? { status: 400, body: { code: 'VALIDATION', message: 'Cannot build calendar links for this host' } }
        : undefined,
    );
    renderAt('/calendar/feeds');
    expect((await screen.findByRole('alert')).textContent).toBe('Cannot build calendar links for this host');
  });
});
