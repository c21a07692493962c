import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { asFieldValues, recordFields, restoreFields, type FieldValues } from './fieldSnapshot.ts';
import { formStateStore, pageOf } from './formStateStore.ts';

/** The saved-state key of the controls' values within a page's record (beside useSavedFormState's). */
export const FIELDS_KEY = 'kit:fields';

/** The account pages before and around sign-in keep nothing: their fields are credentials. */
const SIGNIN_PAGES = /^\/(signin|finishpasswordreset|finishaccount|passwordreset)(\/|$)/;

/**
 * Saved values waiting to be written back, taken out of the store once; kept here so a second run
 * of the effect (StrictMode, a re-render) still finds them.
 */
let pending: { page: string; values: FieldValues } | null = null;

/**
 * Keeps the form values of every page across sign-in (platform §2/§4), whether or not the page
 * uses useSavedFormState: while a page is shown the changes to its controls are recorded; the
 * kit's sign-in redirects save them (saveFormState); when the page is shown again they are written
 * back into its controls. Mount once inside the router (the shell does, for itself and the remotes).
 */
export function FormFieldKeeper() {
  const { pathname } = useLocation();
  useEffect(() => {
    const page = pageOf(pathname);
    if (SIGNIN_PAGES.test(page)) return;
    const saved = asFieldValues(formStateStore.peek(page, FIELDS_KEY));
    if (saved) {
      pending = { page, values: saved };
      formStateStore.clear(page, FIELDS_KEY);
    }
    const stopRestore =
      pending?.page === page
        ? restoreFields(document, pending.values, undefined, () => {
            pending = null;
          })
        : () => undefined;
    const recorder = recordFields(document);
    const unregister = formStateStore.register(page, FIELDS_KEY, () => recorder.values());
    return () => {
      stopRestore();
      recorder.stop();
      unregister();
    };
  }, [pathname]);
  return null;
}
