// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { baseKey, keyedControls, restoreFields } from './fieldSnapshot.ts';
import { FIELDS_KEY, FormFieldKeeper } from './FormFieldKeeper.tsx';
import { formStateStore, saveFormState } from './formStateStore.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** A page's form written with plain useState (no useSavedFormState), like most forms. */
function EventForm({ late = false }: { late?: boolean }) {
  const [shown, setShown] = useState(!late);
  const [name, setName] = useState('');
  const [type, setType] = useState('Meeting');
  const [notes, setNotes] = useState('');
  const [uniform, setUniform] = useState(false);
  const [password, setPassword] = useState('');
  useEffect(() => {
    if (!late) return;
    const timer = setTimeout(() => setShown(true), 30); // the page loads before its form shows
    return () => clearTimeout(timer);
  }, [late]);
  if (!shown) return <p>Loading...</p>;
  return (
    <form aria-label="Event">
      <label htmlFor=":r1:">Event name</label>
      <input id=":r1:" value={name} onChange={(e) => setName(e.target.value)} />
      <select aria-label="Type" value={type} onChange={(e) => setType(e.target.value)}>
        <option>Meeting</option>
        <option>Activity</option>
      </select>
      <textarea placeholder="Notes" value={notes} onChange={(e) => setNotes(e.target.value)} />
      <label>
        <input type="checkbox" checked={uniform} onChange={(e) => setUniform(e.target.checked)} />
        Uniform required
      </label>
      <input
        type="password"
        aria-label="Password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <output aria-label="State">{JSON.stringify({ name, type, notes, uniform, password })}</output>
    </form>
  );
}

const page = (path: string, late = false) => (
  <MemoryRouter initialEntries={[path]}>
    <FormFieldKeeper />
    <EventForm late={late} />
  </MemoryRouter>
);

function fillIn() {
  fireEvent.change(screen.getByLabelText('Event name'), { target: { value: 'Fall bivouac' } });
  fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'Activity' } });
  fireEvent.change(screen.getByPlaceholderText('Notes'), { target: { value: 'Bring boots' } });
  fireEvent.click(screen.getByLabelText('Uniform required'));
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret-1234!' } });
}

const state = () => JSON.parse(screen.getByLabelText('State').textContent!) as Record<string, unknown>;

describe('platform §2/§4 "Saved form state of another page is kept across sign-in", for every form', () => {
  it('a plain useState form: values saved on the way to sign-in come back into the form and its state', async () => {
    const first = render(page('/eventform'));
    fillIn();
    saveFormState('/eventform?x=1'); // the kit's sign-in redirect / 'Sign in' link
    first.unmount(); // the sign-in page replaces the form

    render(page('/eventform'));
    expect(state()).toEqual({
      name: 'Fall bivouac',
      type: 'Activity',
      notes: 'Bring boots',
      uniform: true,
      password: '', // never kept
    });
    expect(formStateStore.peek('/eventform', FIELDS_KEY)).toBeUndefined(); // restored once, then cleared
  });

  it('a form that shows only after the page has loaded is filled in when it appears', async () => {
    const first = render(page('/team/create'));
    fillIn();
    saveFormState('/team/create');
    first.unmount();

    render(page('/team/create', true));
    expect(await screen.findByLabelText('Event name')).toBeDefined();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(state()).toMatchObject({
      name: 'Fall bivouac',
      type: 'Activity',
      notes: 'Bring boots',
      uniform: true,
    });
  });

  it("another page's saved values are not written into this page; nothing typed means nothing saved", () => {
    const first = render(page('/eventform'));
    fillIn();
    saveFormState('/eventform');
    first.unmount();
    const other = render(page('/admin/regedit'));
    expect(state()).toMatchObject({ name: '', type: 'Meeting' });
    saveFormState('/admin/regedit');
    expect(formStateStore.peek('/admin/regedit', FIELDS_KEY)).toBeUndefined();
    other.unmount();
  });
});

describe('which controls are kept and how they are found again', () => {
  it('by name, accessible name, label or placeholder and their order; never passwords, files or codes', () => {
    document.body.innerHTML = `
      <input name="capid"><input name="capid">
      <input aria-label="Email">
      <label for="kit-:r5:">First name</label><input id="kit-:r5:">
      <input type="radio" name="kind" value="a"><input type="radio" name="kind" value="b">
      <input type="password" name="pw"><input type="file" name="f"><input type="hidden" name="h">
      <input name="token" autocomplete="one-time-code">
      <div data-formstate="off"><input name="skip"></div>
      <input id=":r9:">`;
    expect(keyedControls(document).map(([key]) => key)).toEqual([
      'text:capid#0',
      'text:capid#1',
      'text:Email#0',
      'text:First name#0',
      'radio:kind=a#0',
      'radio:kind=b#0',
    ]);
    expect(baseKey(document.querySelector('input[type=password]')!)).toBeNull();
  });

  it('a select whose options load later gets its value once the option is there', async () => {
    document.body.innerHTML = '<select aria-label="Flight"><option>Unassigned</option></select>';
    const done = new Promise<void>((resolve) => {
      restoreFields(document, { 'select:Flight#0': 'Bravo' }, 2_000, resolve);
    });
    const select = document.querySelector('select')!;
    expect(select.value).toBe('Unassigned');
    select.insertAdjacentHTML('beforeend', '<option>Alpha</option><option>Bravo</option>');
    await done;
    expect(select.value).toBe('Bravo');
  });
});
