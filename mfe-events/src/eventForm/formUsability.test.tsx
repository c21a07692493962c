// @vitest-environment happy-dom
// The event form as managers use it: points of contact chosen by name, messages
// once a field is touched, what is missing beside the disabled button, asking before unsaved
// changes are lost, and the copied meet location selected so that typing replaces it.
import { EVENT_FORM_MESSAGES, type Member } from '@portal/contracts';
import { SessionProvider } from '@portal/kit';
import { UNSAVED_CHANGES_LEAVE, UNSAVED_CHANGES_STAY } from '@portal/kit/leaveGuard';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import App from '../App.tsx';
import {
  fakeNetwork,
  manager,
  renderAt,
  testEvent,
  testMember,
  type FakeRoute,
} from '../testing/testEvents.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const contact: Member = {
  ...testMember(510004, 'Contact'),
  contact: {
    ...testMember(1, 'x').contact,
    EMAIL: { PRIMARY: 'c@example.org' },
    CELLPHONE: { PRIMARY: '4105551234' },
  },
};
const pages: FakeRoute = (url, init) => {
  if ((init.method ?? 'GET') !== 'GET') return undefined;
  if (url === '/api/team') return { body: [] };
  if (url === '/api/member/list') return { body: [testMember(510009, 'Zulu'), contact] };
  if (url === '/api/member/byid/510004') return { body: contact };
  return undefined;
};
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
// the picker loads the member list, then the number path looks the member up: slow on a loaded machine
const SLOW = { timeout: 5000 };

/** The remote as the shell mounts it: in a data router, so the form's guard can block moves. */
function renderInDataRouter(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <App /> }], { initialEntries: [path] });
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return router;
}

describe('points of contact by name with the kit member picker', () => {
  it('Find member by name opens the picker; the chosen member is added by the number path', async () => {
    fakeNetwork(manager, pages);
    renderAt('/eventform');
    fireEvent.click(await screen.findByRole('button', { name: 'Find member by name' }));
    const picker = await screen.findByRole('dialog', { name: 'Select a point of contact' }, SLOW);
    fireEvent.change(within(picker).getByLabelText('Filter by name'), { target: { value: 'cont' } });
    const options = await within(picker).findAllByRole('option', {}, SLOW);
    expect(options.map((o) => o.textContent)).toEqual(['Capt Pat Contact510004']);
    fireEvent.click(options[0]!);
    fireEvent.click(within(picker).getByRole('button', { name: 'Select' }));
    const poc = await screen.findByRole('group', { name: 'Point of contact 1' }, SLOW);
    expect(within(poc).getByText('Capt Pat Contact')).toBeDefined();
    expect((within(poc).getByLabelText('Contact CAPID') as HTMLInputElement).value).toBe('510004');
    expect((within(poc).getByLabelText('Contact email') as HTMLInputElement).value).toBe('c@example.org');

    // the same member again: the number path's 'POC Already Present'
    fireEvent.click(screen.getByRole('button', { name: 'Find member by name' }));
    const again = await screen.findByRole('dialog', { name: 'Select a point of contact' }, SLOW);
    fireEvent.click((await within(again).findAllByRole('option', {}, SLOW))[0]!);
    fireEvent.click(within(again).getByRole('button', { name: 'Select' }));
    expect(await screen.findByText(EVENT_FORM_MESSAGES.pocAlreadyPresent, {}, SLOW)).toBeDefined();
    expect(screen.queryByRole('group', { name: 'Point of contact 2' })).toBeNull();
  }, 30_000);

  it("typing a surname in the number box still gives 'Invalid CAPID' (the spec's number path stays)", async () => {
    fakeNetwork(manager, pages);
    renderAt('/eventform');
    fireEvent.change(await screen.findByLabelText('CAPID of internal contact'), {
      target: { value: 'Contact' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add internal point of contact' }));
    expect(await screen.findByText(EVENT_FORM_MESSAGES.invalidCAPID)).toBeDefined();
  });
});

describe('the event form greets without errors and keeps work', () => {
  it('a missing field links to its field, which then shows its message', async () => {
    fakeNetwork(manager, pages);
    renderAt('/eventform');
    await screen.findByLabelText('Meet location');
    expect(screen.queryByText(EVENT_FORM_MESSAGES.meetLocationRequired)).toBeNull();
    const button = screen.getByRole('button', { name: 'Create event' });
    const missing = document.getElementById(button.getAttribute('aria-describedby')!)!;
    fireEvent.click(within(missing).getByRole('link', { name: 'Meet location' }));
    expect(document.activeElement).toBe(input('Meet location'));
    expect(screen.getByText(EVENT_FORM_MESSAGES.meetLocationRequired)).toBeDefined();
  });

  it('leaving the meet location copies it, and the copy is selected on focus so typing replaces it', async () => {
    fakeNetwork(manager, pages);
    renderAt('/eventform');
    fireEvent.change(await screen.findByLabelText('Meet location'), { target: { value: 'Squadron HQ' } });
    fireEvent.blur(input('Meet location'));
    expect(input('Event location').value).toBe('Squadron HQ');
    fireEvent.focus(input('Event location'));
    expect([input('Event location').selectionStart, input('Event location').selectionEnd]).toEqual([0, 11]);
    // once edited it is the manager's text: no selection on focus
    fireEvent.change(input('Pickup location'), { target: { value: 'Squadron HQ gate' } });
    input('Pickup location').setSelectionRange(3, 3);
    fireEvent.focus(input('Pickup location'));
    expect(input('Pickup location').selectionStart).toBe(3);
  });

  it('leaving a half-filled form asks; Stay keeps the work, Leave goes', async () => {
    fakeNetwork(manager, pages);
    const router = renderInDataRouter('/eventform');
    fireEvent.change(await screen.findByLabelText('Event name'), { target: { value: 'Half typed' } });
    await act(() => router.navigate('/calendar'));
    const ask = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(router.state.location.pathname).toBe('/eventform');
    fireEvent.click(within(ask).getByRole('button', { name: UNSAVED_CHANGES_STAY }));
    expect(input('Event name').value).toBe('Half typed');
    await act(() => router.navigate('/calendar'));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave this page?' })).getByRole('button', {
        name: UNSAVED_CHANGES_LEAVE,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendar'));
  });

  it('an untouched form leaves without asking', async () => {
    fakeNetwork(manager, pages);
    const router = renderInDataRouter('/eventform');
    await screen.findByLabelText('Event name');
    await act(() => router.navigate('/calendar'));
    expect(router.state.location.pathname).toBe('/calendar');
    expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).toBeNull();
  });

  it('a successful save moves to the viewer without asking', async () => {
    fakeNetwork(manager, (url, init) =>
      url === '/api/events/' && init.method === 'POST'
        ? { status: 201, body: { ...testEvent({ id: 43 }) } }
        : pages(url, init),
    );
    const router = renderInDataRouter('/eventform');
    fireEvent.change(await screen.findByLabelText('Event name'), { target: { value: 'Summer Bivouac' } });
    fireEvent.change(input('Meet date and time'), { target: { value: '07/04/2026 10:00' } });
    fireEvent.change(input('Meet location'), { target: { value: 'Squadron HQ' } });
    fireEvent.blur(input('Meet location'));
    for (const name of ['Uniform (senior members)', 'Uniform (cadets)'])
      fireEvent.click(
        within(screen.getByRole('group', { name })).getByLabelText('Operational Camouflage Pattern (OCP)'),
      );
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/eventviewer/43-summer-bivouac'));
    expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).toBeNull();
  });
});
