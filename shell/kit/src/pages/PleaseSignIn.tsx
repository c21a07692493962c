import { Link, useLocation } from 'react-router-dom';
import { signinPath, currentPath } from '../auth/signin.ts';
import { saveFormState } from '../formState/formStateStore.ts';
import { ensureKitStyles } from '../styles/kitStyles.ts';

/** Platform §6: pages say 'Please sign in' when there is no member; offers a link back here after sign-in. */
export function PleaseSignIn({ message = 'Please sign in' }: { message?: string }) {
  ensureKitStyles();
  const location = useLocation();
  const here = currentPath(location);
  return (
    <section className="kit-page-message" aria-labelledby="kit-please-sign-in">
      <h1 id="kit-please-sign-in">{message}</h1>
      <p>
        <Link
          className="kit-button kit-button-primary"
          to={signinPath(here)}
          onClick={() => saveFormState(here)}
        >
          Sign in
        </Link>
      </p>
    </section>
  );
}
