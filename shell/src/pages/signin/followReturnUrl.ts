import { returnUrlAction } from '@portal/contracts';

export interface ReturnEnv {
  /** The page's origin, for returnUrlAction's same-origin rule. */
  origin: string;
  openWindow(url: string): void;
  assign(url: string): void;
}

const browserEnv = (): ReturnEnv => ({
  origin: window.location.origin,
  openWindow: (url) => void window.open(url, '_blank', 'noopener'),
  assign: (url) => window.location.assign(url),
});

/**
 * Platform §2: after sign-in follow the returnurl (contracts' returnUrlAction decides): /api… opens
 * in a new window (and the app goes home), another /… navigates in-app, anything else is a full
 * redirect; default '/'.
 */
export function followReturnUrl(
  returnurl: string | null,
  navigate: (path: string, opts?: { replace?: boolean }) => void,
  env: ReturnEnv = browserEnv(),
): void {
  const action = returnUrlAction(returnurl, env.origin);
  switch (action.kind) {
    case 'newWindow':
      env.openWindow(action.url);
      navigate('/', { replace: true });
      return;
    case 'navigate':
      navigate(action.path, { replace: true });
      return;
    case 'redirect':
      env.assign(action.url);
      return;
  }
}
