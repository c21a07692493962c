// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, MemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import {
  UNSAVED_CHANGES_LEAVE,
  UNSAVED_CHANGES_STAY,
  UNSAVED_CHANGES_TITLE,
  useUnsavedChangesGuard,
} from './useUnsavedChangesGuard.tsx';

function Form() {
  const [text, setText] = useState('');
  const guard = useUnsavedChangesGuard(text !== '');
  return (
    <>
      <label>
        Name <input value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <Link to="/elsewhere">Elsewhere</Link>
      <a href="#section">Section</a>
      {guard}
    </>
  );
}

function inDataRouter() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form /> },
      { path: '/elsewhere', element: <h1>Elsewhere page</h1> },
      { path: '/signin', element: <h1>Sign in</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const beforeUnloadCancelled = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useUnsavedChangesGuard (ask before leaving unsaved changes)', () => {
  afterEach(cleanup);

  it('lets a clean form go without asking', async () => {
    const router = inDataRouter();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' })));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(beforeUnloadCancelled()).toBe(false);
  });

  it('asks before an in-site move with changes; Stay keeps the form and its text', async () => {
    const router = inDataRouter();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Half typed' } });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' })));
    expect(screen.getByRole('dialog', { name: UNSAVED_CHANGES_TITLE })).toBeDefined();
    expect(router.state.location.pathname).toBe('/form');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: UNSAVED_CHANGES_STAY })));
    expect(router.state.location.pathname).toBe('/form');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Half typed');
  });

  it('leaves when the member chooses to lose the changes', async () => {
    const router = inDataRouter();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Half typed' } });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: UNSAVED_CHANGES_LEAVE })));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('lets a trip to sign-in go without asking (the kit keeps form values across sign-in)', async () => {
    const router = inDataRouter();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Half typed' } });
    await act(() => router.navigate('/signin?returnurl=%2Fform'));
    expect(router.state.location.pathname).toBe('/signin');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancels beforeunload only while there are changes', () => {
    inDataRouter();
    expect(beforeUnloadCancelled()).toBe(false);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'x' } });
    expect(beforeUnloadCancelled()).toBe(true);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '' } });
    expect(beforeUnloadCancelled()).toBe(false);
  });

  it('under a plain router it still guards reload and close (beforeunload) and renders no dialog', () => {
    render(
      <MemoryRouter>
        <Form />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'x' } });
    expect(beforeUnloadCancelled()).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
