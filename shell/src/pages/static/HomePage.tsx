import { Link } from 'react-router-dom';
import { signinPath, useSession } from '@portal/kit';
import { memberFullName } from '@portal/contracts';
import { useSite } from '../../site/SiteContext.tsx';
import { builtSections } from '../../site/sections.ts';

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
        {builtSections()
          .filter((section) => section.blurb)
          .map((section) => (
            <Link key={section.to} className="tile" to={section.to}>
              <h2>{section.label}</h2>
              <p>{section.blurb}</p>
            </Link>
          ))}
      </section>
    </div>
  );
}
