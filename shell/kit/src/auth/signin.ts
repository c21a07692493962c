import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { signinPathFor } from '@portal/contracts';
import { saveFormState } from '../formState/formStateStore.ts';

/** The current in-app path with query and hash, e.g. '/admin?x=1#top'. */
export function currentPath(
  loc: { pathname: string; search?: string; hash?: string } = window.location,
): string {
  return `${loc.pathname}${loc.search ?? ''}${loc.hash ?? ''}`;
}

/** '/signin?returnurl=' + the URL-encoded path to come back to (platform §2 redirect helper). */
export function signinPath(returnPath: string = currentPath()): string {
  return signinPathFor(returnPath);
}

/**
 * Sends the browser to the sign-in page, returning here afterwards. Pass react-router's navigate
 * to stay in-app; without it the page does a full navigation. The form state of the page at
 * `returnPath` (useSavedFormState) is saved first, so it is restored after sign-in (platform §2).
 */
export function signinRedirect(navigate?: (to: string) => void, returnPath: string = currentPath()): void {
  saveFormState(returnPath);
  const to = signinPath(returnPath);
  if (navigate) navigate(to);
  else window.location.assign(to);
}

/** Hook form of signinRedirect for components inside the router. */
export function useSigninRedirect(): (returnPath?: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (returnPath?: string) => signinRedirect(navigate, returnPath ?? currentPath()),
    [navigate],
  );
}
