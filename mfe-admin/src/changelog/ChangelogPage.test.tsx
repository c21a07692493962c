// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createApiClient, SessionProvider } from '@portal/kit';
import { testMember } from '@portal/contracts/testing';
import type { ChangelogEntry } from '@portal/contracts';
import { ChangelogPage } from './ChangelogPage.tsx';

afterEach(cleanup);

const entries: ChangelogEntry[] = [
  {
    id: 2,
    entryDateTime: Date.UTC(2026, 10, 20),
    entryCAPID: 510001,
    noteDateTime: Date.UTC(2026, 10, 20, 12),
    noteTitle: 'Administration area',
    noteText:
      'The **dashboard** has widgets.\n\n<script>window.hacked = true</script><img src=x onerror="window.hacked=true">\n\n[bad](javascript:alert(1)) [good](https://example.org/notes)',
  },
  {
    id: 1,
    entryDateTime: Date.UTC(2026, 9, 1),
    entryCAPID: 510001,
    noteDateTime: Date.UTC(2026, 9, 1, 12),
    noteTitle: 'Version 1.26.0',
    noteText: 'Sign-in with *MFA*.',
  },
];

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A fake network: GET /api/check says who is signed in; /api/changelog answers as given. */
function network(options: { superUser?: boolean; signedIn?: boolean; listStatus?: number }) {
  const calls: Call[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const client = createApiClient({
    fetch: async (input, init) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path, body });
      if (path === '/api/check') {
        return options.signedIn === false
          ? json(200, { error: 'INVALID_SESSION_ID', member: null })
          : json(200, {
              error: 'NONE',
              member: { ...testMember(), id: 510005 },
              superUser: options.superUser ?? false,
            });
      }
      if (path === '/api/token') return json(200, { token: 'csrf-1' });
      if (path === '/api/changelog' && method === 'GET') {
        return options.listStatus
          ? json(options.listStatus, { code: 'X', message: 'down' })
          : json(200, entries);
      }
      if (path === '/api/changelog' && method === 'POST') {
        const note = body as { noteTitle: string; noteText: string; noteDateTime: number };
        return json(201, { id: 3, entryDateTime: Date.now(), entryCAPID: 510005, ...note });
      }
      return json(404, { code: 'NOT_FOUND', message: 'no' });
    },
  });
  return { client, calls };
}

function show(options: Parameters<typeof network>[0]) {
  const net = network(options);
  render(
    <SessionProvider client={net.client}>
      <MemoryRouter>
        <ChangelogPage client={net.client} />
      </MemoryRouter>
    </SessionProvider>,
  );
  return net;
}

describe('platform §2 Change log: "List of entries (date, note title, markdown text)"', () => {
  it('lists each entry with its title, date and markdown text, newest first', async () => {
    show({ signedIn: false });
    const titles = await screen.findAllByRole('heading', { level: 2 });
    expect(titles.map((h) => h.textContent)).toEqual(['Administration area', 'Version 1.26.0']);
    // a note's day reads as the viewer's dates do: MM/DD/YYYY in the account's zone
    expect(screen.getByText('11/20/2026').tagName).toBe('TIME');
    expect((await screen.findByText('dashboard')).tagName).toBe('STRONG');
    expect((await screen.findByText('MFA')).tagName).toBe('EM');
  });

  it('markdown is rendered safely: raw HTML is not executed and javascript: links are dropped', async () => {
    show({ signedIn: false });
    await screen.findByText('dashboard');
    expect(document.querySelector('.adm-changelog script')).toBeNull();
    expect(document.querySelector('.adm-changelog img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByText('bad').getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(screen.getByText('good').getAttribute('href')).toBe('https://example.org/notes');
  });

  it("a failed load says 'There was an error getting the changelog list'", async () => {
    show({ signedIn: false, listStatus: 500 });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an error getting the changelog list',
    );
  });
});

describe('platform §2 Change log: "The privileged user can add notes"', () => {
  it('a member who is not the privileged user sees no add-note form', async () => {
    show({ superUser: false });
    await screen.findByText('Administration area');
    expect(screen.queryByRole('button', { name: 'Add note' })).toBeNull();
  });

  it('the privileged user adds a note: POST /api/changelog with the spec fields and the token; it shows at once', async () => {
    const net = show({ superUser: true });
    const add = await screen.findByRole('button', { name: 'Add note' });
    fireEvent.click(add);
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toContain(
      'Note title cannot be empty',
    );
    expect(net.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Note title'), { target: { value: 'Release 1.27.0' } });
    fireEvent.change(screen.getByLabelText('Note date'), { target: { value: '2026-12-24' } });
    fireEvent.change(screen.getByLabelText('Note text (Markdown)'), {
      target: { value: 'New **error list**' },
    });
    fireEvent.click(add);

    await screen.findByText('Saved!');
    // the emptied form does not greet the next note with an error
    expect(screen.queryByText('Note title cannot be empty')).toBeNull();
    expect((screen.getByLabelText('Note title') as HTMLInputElement).value).toBe('');
    const post = net.calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/changelog');
    expect(post.body).toMatchObject({
      noteTitle: 'Release 1.27.0',
      noteText: 'New **error list**',
      entryCAPID: 510005,
      token: 'csrf-1',
    });
    const body = post.body as { noteDateTime: number; entryDateTime: number };
    expect(new Date(body.noteDateTime).getDate()).toBe(24);
    expect(typeof body.entryDateTime).toBe('number');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toContain(
        'Release 1.27.0',
      ),
    );
    expect(screen.getAllByRole('heading', { level: 2 })[1]!.textContent).toBe('Release 1.27.0');
  });
});
