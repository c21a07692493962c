import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useLocation } from 'react-router-dom';
import { formStateStore, restoreValue } from './formStateStore.ts';

/**
 * useState for a page's form values that survive a trip to sign-in (platform §2/§4): when the kit
 * sends the visitor to /signin (signinRedirect, useSigninRedirect, RequireSignIn, the Sign in links),
 * the value is saved in sessionStorage; when the page mounts again after sign-in it starts from the
 * saved value, which is then cleared. `key` names the form within its page. Values must be JSON;
 * never use it for passwords or one-time codes.
 */
export function useSavedFormState<T>(key: string, initial: T): [T, Dispatch<SetStateAction<T>>] {
  const { pathname } = useLocation();
  // Peek (not take) in the initialiser: StrictMode may run it twice; the effect below clears.
  const [value, setValue] = useState<T>(() => restoreValue(initial, formStateStore.peek(pathname, key)));
  const current = useRef(value);
  current.current = value;

  useEffect(() => {
    formStateStore.clear(pathname, key);
    return formStateStore.register(pathname, key, () => current.current);
  }, [pathname, key]);

  return [value, setValue];
}
