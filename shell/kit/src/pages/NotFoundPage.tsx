import { useLocation, useNavigate } from 'react-router-dom';
import { ensureKitStyles } from '../styles/kitStyles.ts';

/** '/drive/abc' -> 'drive'; '/' -> ''. */
export function firstPathSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? '';
}

/** Platform §2: shows the first path segment, 'cannot be found', and a 'Go back a page' button. */
export function NotFoundPage() {
  ensureKitStyles();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const segment = firstPathSegment(pathname);
  return (
    <section className="kit-page-message" aria-labelledby="kit-not-found-title">
      <h1 id="kit-not-found-title">Page not found</h1>
      <p>
        The page <strong>/{segment}</strong> cannot be found
      </p>
      <button type="button" className="kit-button kit-button-primary" onClick={() => navigate(-1)}>
        Go back a page
      </button>
    </section>
  );
}
