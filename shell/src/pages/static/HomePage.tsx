// '/': the welcome hero, then the events part's home panels (events §2 home page: next meeting,
// upcoming events, social panels; the photo banner), which mfe-events exposes as
// 'mfe_events/HomePanels' and the kit's run-time loader fetches. The shell passes the registry it
// already holds. When that remote is offline (or its panels crash) the page falls back to the
// section tiles (the remotes' menu entries), so the home page always leads somewhere.
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { Loader, signinPath, useLoadState, useSession } from '@portal/kit';
import { loadRemoteDefault } from '@portal/kit/remoteModule';
import { memberFullName, type Registry } from '@portal/contracts';
import { useSite } from '../../site/SiteContext.tsx';
import { useSiteSections } from '../../site/sections.ts';
import { CrashBoundary } from '../../crash/CrashBoundary.tsx';
import { useUnreadCounts } from '../../notifications/UnreadCounts.tsx';

/** The props of mfe-events' HomePanels (mfe-events/src/home/HomePanels.tsx). */
export interface HomePanelsProps {
  registry: Registry | null;
}
export type HomePanels = ComponentType<HomePanelsProps>;

export const loadHomePanels = (): Promise<HomePanels> =>
  loadRemoteDefault<HomePanels>('mfe_events', 'HomePanels');

function Tiles() {
  const sections = useSiteSections();
  return (
    <section className="tiles" aria-label="Sections of the site">
      {sections
        .filter((section) => section.blurb)
        .map((section) => (
          <Link key={section.to} className="tile" to={section.to}>
            <h2>{section.label}</h2>
            <p>{section.blurb}</p>
          </Link>
        ))}
    </section>
  );
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** What waits for the signed-in member, linking to the pages where it waits (none: nothing shown). */
function Waiting() {
  const counts = useUnreadCounts();
  if (!counts) return null;
  return (
    <p className="hero-waiting">
      <Link to="/admin/notifications">{plural(counts.notifications, 'unread notification')}</Link>
      {' · '}
      <Link to="/admin/tasks">{plural(counts.tasks, 'open task')}</Link>
    </p>
  );
}

function usePanels(load: () => Promise<HomePanels>) {
  return useLoadState(
    () =>
      load().catch((error: unknown) => {
        console.error('Could not load the home panels', error);
        throw error;
      }),
    [load],
  );
}

export function HomePage({ loadPanels = loadHomePanels }: { loadPanels?: () => Promise<HomePanels> }) {
  const { name, registry } = useSite();
  const { member } = useSession();
  const panels = usePanels(loadPanels);
  return (
    <div className="home">
      <section className="hero">
        <h1>Welcome to {name}</h1>
        <p>
          {member
            ? `Signed in as ${memberFullName(member)}.`
            : 'Members can sign in to see their unit’s events, teams, files and administration tools.'}
        </p>
        {member ? <Waiting /> : null}
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
      {panels.state === 'LOADING' && <Loader />}
      {panels.state === 'ERROR' && <Tiles />}
      {panels.state === 'LOADED' && (
        // A crash inside the panels shows the tiles instead (and is reported, as the remote areas do).
        <CrashBoundary fallback={() => <Tiles />}>
          <panels.value registry={registry} />
        </CrashBoundary>
      )}
    </div>
  );
}
