import { Link } from 'react-router-dom';
import { signinPath, useSession } from '@portal/kit';
import { memberFullName } from '@portal/contracts';
import { useSite } from '../../site/SiteContext.tsx';

/** '/': a welcome page until the home widgets arrive. */
export function HomePage() {
  const { name } = useSite();
  const { member } = useSession();
  return (
    <div className="home">
      <section className="hero">
        <h1>Welcome to {name}</h1>
        <p>
          {member
            ? `Signed in as ${memberFullName(member)}.`
            : 'Members can sign in to see their unit’s events, teams, files and administration tools.'}
        </p>
        <div className="hero-actions">
          {member ? (
            <Link className="kit-button kit-button-primary" to="/admin">
              Go to Administration
            </Link>
          ) : (
            <>
              <Link className="kit-button kit-button-primary" to={signinPath('/')}>
                Sign in
              </Link>
              <Link className="kit-button" to="/create-account">
                Create an account
              </Link>
            </>
          )}
        </div>
      </section>
      <section className="tiles" aria-label="Sections of the site">
        <Link className="tile" to="/calendar">
          <h2>Calendar</h2>
          <p>Meetings, activities and events of the unit.</p>
        </Link>
        <Link className="tile" to="/team">
          <h2>Teams</h2>
          <p>Who leads what, and how to reach them.</p>
        </Link>
        <Link className="tile" to="/drive">
          <h2>Drive</h2>
          <p>Shared documents, forms and photos.</p>
        </Link>
        <Link className="tile" to="/admin">
          <h2>Administration</h2>
          <p>Members, flights, permissions and site settings.</p>
        </Link>
      </section>
    </div>
  );
}
