import { returnUrlAction } from '@portal/contracts';

/** Platform §2: after sign-in follow the returnurl (contracts decides what each value means). */
export function followReturnUrl(returnurl: string | null, navigate: (path: string, opts?: { replace?: boolean }) => void): void {
  const action = returnUrlAction(returnurl);
  switch (action.kind) {
    case 'newWindow':
      window.open(action.url, '_blank', 'noopener');
      navigate('/', { replace: true });
      return;
    case 'navigate':
      navigate(action.path, { replace: true });
      return;
    case 'redirect':
      window.location.assign(action.url);
      return;
  }
}
