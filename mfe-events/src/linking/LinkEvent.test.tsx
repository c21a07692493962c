// @vitest-environment happy-dom
import type { Event, LinkableAccountsResponse } from '@portal/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  drafter,
  fakeNetwork,
  manager,
  plainMember,
  renderAt,
  testEvent,
  viewerData,
  type FakeRoute,
} from '../testing/testEvents.tsx';

/** One account of GET /api/events/{id}/linkable. */
type LinkableAccount = LinkableAccountsResponse[number];

beforeEach(() => {
  // the page runs on the host of account md001 (the link result leads to another account's host)
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    'http://md001.localhost:8080/eventviewer/42',
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const wing: LinkableAccount = { id: 'md000', name: 'Maryland Wing' };
const group: LinkableAccount = { id: 'md089', name: 'Group 1' };
const encampment: LinkableAccount = { id: 'md001enc', name: 'Summer Encampment' };

function routes(event: Event, linkable: LinkableAccount[], link?: FakeRoute): FakeRoute {
  return (url, init) =>
    link?.(url, init) ??
    (url === `/api/events/${event.id}/viewer`
      ? { body: viewerData(event) }
      : url === `/api/events/${event.id}/linkable`
        ? { body: linkable }
        : undefined);
}

const linked =
  (accountID: string, id = 7): FakeRoute =>
  (url, init) =>
    url === `/api/events/42/link/${accountID}` && init.method === 'POST'
      ? { status: 201, body: { id, accountID } }
      : undefined;

const actions = () => screen.findByRole('navigation', { name: 'Manager actions' });

describe("events §6 'Link event' (viewer manager actions) and §4 the link result", () => {
  it("'One target account gives a direct button'; §4 success: 'Your event has been linked!' with a link to the event on the target's host", async () => {
    const net = fakeNetwork(manager, routes(testEvent(), [wing], linked('md000')));
    renderAt('/eventviewer/42-summer-bivouac');
    const button = await within(await actions()).findByRole('button', {
      name: 'Link event to Maryland Wing',
    });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Link event' });
    expect(await within(dialog).findByText(/Your event has been linked!/)).toBeDefined();
    expect(within(dialog).getByRole('link', { name: 'View the linked event' }).getAttribute('href')).toBe(
      'http://md000.localhost:8080/eventviewer/7-summer-bivouac',
    );
    expect(net.calls.find((c) => c.method === 'POST')).toEqual({
      url: '/api/events/42/link/md000',
      method: 'POST',
      body: { token: 'csrf' },
    });
    // the new link joins the viewer's list; the account is linked now, so the button goes
    expect(screen.getByRole('link', { name: 'MD000-7: Summer Bivouac' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Link event/ })).toBeNull();
  });

  it("'several give a picker with a regex name filter' (case-insensitive; an invalid pattern hides nothing)", async () => {
    const net = fakeNetwork(manager, routes(testEvent(), [wing, group, encampment], linked('md089', 3)));
    renderAt('/eventviewer/42');
    fireEvent.click(await within(await actions()).findByRole('button', { name: 'Link event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link event' });
    const options = () =>
      within(dialog)
        .queryAllByRole('radio')
        .map((r) => r.closest('label')!.textContent?.trim());
    expect(options()).toEqual(['Maryland Wing (MD000)', 'Group 1 (MD089)', 'Summer Encampment (MD001ENC)']);
    const filter = within(dialog).getByLabelText('Filter accounts');
    fireEvent.change(filter, { target: { value: '^(group|summer)' } });
    expect(options()).toEqual(['Group 1 (MD089)', 'Summer Encampment (MD001ENC)']);
    fireEvent.change(filter, { target: { value: '[' } });
    expect(options()).toHaveLength(3);
    const link = within(dialog).getByRole('button', { name: 'Link' }) as HTMLButtonElement;
    expect(link.disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText(/Group 1/));
    fireEvent.click(link);
    expect(await screen.findByText(/Your event has been linked!/)).toBeDefined();
    expect(net.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/events/42/link/md089',
    ]);
  });

  it("§8 'Link failure: the error message in a dialog' (a refusal, or an answer carrying a message)", async () => {
    fakeNetwork(
      manager,
      routes(testEvent(), [wing], (url, init) =>
        url === '/api/events/42/link/md000' && init.method === 'POST'
          ? {
              status: 409,
              body: { code: 'CONFLICT', message: 'This event is already linked to that account' },
            }
          : undefined,
      ),
    );
    renderAt('/eventviewer/42');
    fireEvent.click(
      await within(await actions()).findByRole('button', { name: 'Link event to Maryland Wing' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Link event' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This event is already linked to that account',
    );
    expect(within(dialog).queryByText(/Your event has been linked!/)).toBeNull();
    cleanup();

    fakeNetwork(
      manager,
      routes(testEvent(), [wing], (url, init) =>
        url === '/api/events/42/link/md000' && init.method === 'POST'
          ? { body: { message: 'Could not find the account to link to' } }
          : undefined,
      ),
    );
    renderAt('/eventviewer/42');
    fireEvent.click(
      await within(await actions()).findByRole('button', { name: 'Link event to Maryland Wing' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Could not find the account to link to');
  });

  it("'a LINKED event cannot be linked further': no linkable call, no button; the banner names the source", async () => {
    const event = testEvent({ type: 'LINKED', targetAccountID: 'md000', targetEventID: 9 });
    const net = fakeNetwork(manager, (url) =>
      url === '/api/events/42/viewer'
        ? { body: viewerData(event, { sourceAccountName: 'Maryland Wing' }) }
        : url === '/api/events/42/linkable'
          ? { body: [group] }
          : undefined,
    );
    renderAt('/eventviewer/42');
    const banner = await screen.findByRole('note');
    expect(banner.textContent).toContain('This event is linked from Maryland Wing.');
    expect(within(banner).getByRole('link', { name: 'View the original event' }).getAttribute('href')).toBe(
      'http://md000.localhost:8080/eventviewer/9-summer-bivouac',
    );
    await actions();
    expect(screen.queryByRole('button', { name: /^Link event/ })).toBeNull();
    expect(net.calls.some((c) => c.url.endsWith('/linkable'))).toBe(false);
  });

  it("'needs non-NONE permission and linkable accounts not yet linked': a member gets nothing; none linkable, no button", async () => {
    const member = fakeNetwork(plainMember, routes(testEvent(), [wing]));
    renderAt('/eventviewer/42');
    await screen.findByRole('heading', { name: 'Summer Bivouac', level: 1 });
    expect(screen.queryByRole('button', { name: /^Link event/ })).toBeNull();
    expect(member.calls.some((c) => c.url.endsWith('/linkable'))).toBe(false);
    cleanup();

    const none = fakeNetwork(drafter, routes(testEvent(), []));
    renderAt('/eventviewer/42');
    await actions();
    await waitFor(() => expect(none.calls.some((c) => c.url === '/api/events/42/linkable')).toBe(true));
    expect(screen.queryByRole('button', { name: /^Link event/ })).toBeNull();
  });

  it("§2 'Linked events are listed (id, accountID, name, accountName)', each leading to its account's host", async () => {
    fakeNetwork(null, (url) =>
      url === '/api/events/42/viewer'
        ? {
            body: viewerData(testEvent(), {
              linkedEvents: [{ id: 9, accountID: 'md089', name: 'Summer Bivouac', accountName: 'Group 1' }],
            }),
          }
        : undefined,
    );
    renderAt('/eventviewer/42');
    const item = (await screen.findByRole('link', { name: 'MD089-9: Summer Bivouac' })).closest('li')!;
    expect(item.textContent).toBe('MD089-9: Summer Bivouac (Group 1)');
    expect(within(item).getByRole('link').getAttribute('href')).toBe(
      'http://md089.localhost:8080/eventviewer/9-summer-bivouac',
    );
  });
});
