import { Link } from 'react-router-dom';
import { TAGLINE } from '@portal/contracts';
import { useSite } from '../site/SiteContext.tsx';

/** Platform §1: the site name (default when loading fails) and the tagline. */
export function Header() {
  const { name } = useSite();
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="site-brand">
          <span className="site-emblem" aria-hidden="true">
            ★
          </span>
          <span>
            <span className="site-name">{name}</span>
            <span className="site-tagline">{TAGLINE}</span>
          </span>
        </Link>
      </div>
    </header>
  );
}
