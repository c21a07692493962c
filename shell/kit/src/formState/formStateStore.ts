// Platform §2/§4: "Saved form state of another page is kept across sign-in". Pure logic behind
// useSavedFormState: pages register their live form values per path; going to sign-in saves the
// values of the page being left; the page restores them after sign-in and then clears them.

/** The slice of the Web Storage API used here (sessionStorage in the browser, a Map in tests). */
export interface FormStateStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const STORAGE_PREFIX = 'portal:formstate:';

/** The page a path belongs to: its pathname without query and hash ('/a/b?x=1#t' -> '/a/b'). */
export function pageOf(path: string): string {
  return path.replace(/[?#].*$/, '') || '/';
}

/**
 * A saved value fits the form's initial value: objects merge the saved fields over the initial
 * ones (fields added since stay); anything else must have the initial value's type, or is ignored.
 */
export function restoreValue<T>(initial: T, saved: unknown): T {
  if (saved === undefined) return initial;
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (isObject(initial)) return isObject(saved) ? ({ ...initial, ...saved } as T) : initial;
  if (Array.isArray(initial)) return (Array.isArray(saved) ? saved : initial) as T;
  return typeof saved === typeof initial ? (saved as T) : initial;
}

export interface FormStateStore {
  /** A mounted form: `read` gives its current values. Returns the unregister function. */
  register(path: string, key: string, read: () => unknown): () => void;
  /** Save the values of every form registered on the page of `path` (before going to sign-in). */
  save(path: string): void;
  /** The saved value of one form, or undefined. */
  peek(path: string, key: string): unknown;
  /** Forget the saved value of one form (once restored). */
  clear(path: string, key: string): void;
}

export function createFormStateStore(storage: FormStateStorage | null): FormStateStore {
  const live = new Map<string, Map<string, () => unknown>>();

  const load = (page: string): Record<string, unknown> => {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_PREFIX + page) ?? '{}');
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {}; // unreadable or tampered: nothing saved
    }
  };
  const store = (page: string, values: Record<string, unknown>) => {
    try {
      if (Object.keys(values).length === 0) storage?.removeItem(STORAGE_PREFIX + page);
      else storage?.setItem(STORAGE_PREFIX + page, JSON.stringify(values));
    } catch {
      // Storage full or disabled: the form just starts empty after sign-in.
    }
  };

  return {
    register(path, key, read) {
      const page = pageOf(path);
      const forms = live.get(page) ?? new Map<string, () => unknown>();
      forms.set(key, read);
      live.set(page, forms);
      return () => {
        if (forms.get(key) === read) forms.delete(key);
        if (forms.size === 0 && live.get(page) === forms) live.delete(page);
      };
    },
    save(path) {
      const page = pageOf(path);
      const forms = live.get(page);
      if (!forms || forms.size === 0) return;
      const values = load(page);
      for (const [key, read] of forms) values[key] = read();
      store(page, values);
    },
    peek(path, key) {
      return load(pageOf(path))[key];
    },
    clear(path, key) {
      const page = pageOf(path);
      const values = load(page);
      if (!(key in values)) return;
      delete values[key];
      store(page, values);
    },
  };
}

/** The browser's store: sessionStorage (per tab and per account host), or none where unavailable. */
function browserStorage(): FormStateStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // access denied (e.g. storage disabled)
  }
}

/** One store per page: @portal/kit is a federation singleton, so shell and remotes share it. */
export const formStateStore: FormStateStore = createFormStateStore(browserStorage());

/** Save the form state of the page at `path` (the kit's sign-in redirects call this). */
export function saveFormState(path: string): void {
  formStateStore.save(path);
}
