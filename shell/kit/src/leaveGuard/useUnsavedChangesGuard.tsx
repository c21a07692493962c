// Asks before leaving a form with unsaved changes: the browser's own prompt on reload, close or an
// address typed (beforeunload), and the kit's dialog on a move inside the site (react-router's
// blocker). The blocker needs a data router; under a plain <BrowserRouter> only beforeunload holds.
import { useContext, useEffect, type ReactNode } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { Dialog } from '../dialog/Dialog.tsx';

/** The dialog's words (designed: the platform spec has none for this). */
export const UNSAVED_CHANGES_TITLE = 'Leave this page?';
export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. If you leave this page they will be lost.';
export const UNSAVED_CHANGES_STAY = 'Stay on this page';
export const UNSAVED_CHANGES_LEAVE = 'Leave and lose changes';
const SIGNIN_PATH = '/signin';

function BlockerPrompt({ when }: { when: boolean }) {
  // only a move to another path asks: a #section anchor or a query change keeps the form mounted;
  // a trip to sign-in keeps the values too (useSavedFormState, FormFieldKeeper)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== SIGNIN_PATH,
  );
  // a save that clears `when` while blocked lets the move go on
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      title={UNSAVED_CHANGES_TITLE}
      buttons={[
        { label: UNSAVED_CHANGES_STAY, value: 'stay', primary: true },
        { label: UNSAVED_CHANGES_LEAVE, value: 'leave' },
      ]}
      onResult={(value) => {
        if (blocker.state !== 'blocked') return;
        if (value === 'leave') blocker.proceed();
        else blocker.reset();
      }}
    >
      <p>{UNSAVED_CHANGES_MESSAGE}</p>
    </Dialog>
  );
}

/**
 * Guards a form while `dirty`: render what it returns inside the form's page. A page should pass
 * false once it has saved, before it navigates away.
 */
export function useUnsavedChangesGuard(dirty: boolean): ReactNode {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return dataRouter ? <BlockerPrompt when={dirty} /> : null;
}
