import { describe, expect, it } from 'vitest';
import { createFormStateStore, pageOf, restoreValue, type FormStateStorage } from './formStateStore.ts';

/** sessionStorage stand-in. */
function memoryStorage(): FormStateStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

describe('saved form state across sign-in (platform §2/§4)', () => {
  it('§2 "Saved form state of another page is kept across sign-in": saved on leave, restored on return', () => {
    const storage = memoryStorage();
    const store = createFormStateStore(storage);
    let values = { capid: '546319', email: 'a@b.c' };
    const unregister = store.register('/create-account', 'request', () => values);
    values = { capid: '546319', email: 'cadet@example.org' }; // typed after mount: the latest is saved
    store.save('/create-account?x=1'); // going to /signin?returnurl=/create-account%3Fx%3D1
    unregister(); // the page unmounts for the sign-in page

    const fresh = createFormStateStore(storage); // even after a reload (sessionStorage survives it)
    expect(fresh.peek('/create-account', 'request')).toEqual({ capid: '546319', email: 'cadet@example.org' });
  });

  it('§2 "navigates in-app and restores saved form state of that page": restored once, then cleared', () => {
    const storage = memoryStorage();
    const store = createFormStateStore(storage);
    const unregister = store.register('/events/1', 'edit', () => 'draft');
    store.save('/events/1');
    unregister();
    expect(store.peek('/events/1', 'edit')).toBe('draft');
    store.clear('/events/1', 'edit');
    expect(store.peek('/events/1', 'edit')).toBeUndefined();
    expect(storage.items.size).toBe(0); // nothing left behind
  });

  it("keeps another page's saved state when a different page goes to sign-in", () => {
    const store = createFormStateStore(memoryStorage());
    const a = store.register('/a', 'form', () => 'A');
    store.save('/a');
    a();
    store.register('/b', 'form', () => 'B');
    store.save('/b');
    expect(store.peek('/a', 'form')).toBe('A');
    expect(store.peek('/b', 'form')).toBe('B');
  });

  it('saves nothing for a page without registered forms, and after unregistering', () => {
    const storage = memoryStorage();
    const store = createFormStateStore(storage);
    store.save('/admin');
    store.register('/admin', 'x', () => 1)();
    store.save('/admin');
    expect(storage.items.size).toBe(0);
  });

  it('unreadable stored data or no storage at all means nothing saved (no crash)', () => {
    const storage = memoryStorage();
    storage.setItem('portal:formstate:/p', '{not json');
    expect(createFormStateStore(storage).peek('/p', 'k')).toBeUndefined();
    const none = createFormStateStore(null);
    none.register('/p', 'k', () => 'v');
    none.save('/p');
    expect(none.peek('/p', 'k')).toBeUndefined();
  });

  it('pageOf drops query and hash', () => {
    expect(pageOf('/a/b?x=1#top')).toBe('/a/b');
    expect(pageOf('/a#t')).toBe('/a');
    expect(pageOf('')).toBe('/');
  });

  it('restoreValue: objects merge over the initial fields; other types must match', () => {
    expect(restoreValue({ a: '', b: '' }, { a: 'x' })).toEqual({ a: 'x', b: '' });
    expect(restoreValue({ a: '' }, 'text')).toEqual({ a: '' });
    expect(restoreValue('', 'text')).toBe('text');
    expect(restoreValue('', 42)).toBe('');
    expect(restoreValue(0, undefined)).toBe(0);
    expect(restoreValue<string[]>([], ['a'])).toEqual(['a']);
  });
});
