import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { saveFormState, signinPath, currentPath, useSession } from '@portal/kit';
import { memberFullName } from '@portal/contracts';
import { useStickyMenu } from './useStickyMenu.ts';
import { useSiteSections } from '../site/sections.ts';
import { CountBadge, useUnreadCounts } from '../notifications/UnreadCounts.tsx';

/** Pages of every signed-in member, with what waits there (mfe-admin serves them). */
export const MEMBER_LINKS = [
  { to: '/admin/notifications', label: 'Notifications', count: 'notifications', what: 'unread' },
  { to: '/admin/tasks', label: 'Tasks', count: 'tasks', what: 'open' },
] as const;

/**
 * Platform §2 side menu: Sign in / Sign out + member name, Go back, links. Under 1028 px it
 * collapses into a 45 px 'Menu' bar (CSS) and sticks to the top after ~181 px of scroll; there the
 * account entry moves to the bottom of the open menu (CSS), so a thumb reaching for the first link
 * does not sign the member out. A signed-in member also gets Notifications and Tasks with their
 * counts, and the Menu bar shows the unread count while the menu is closed.
 */
export function SideNav() {
  const { member, signOut } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const stuck = useStickyMenu();
  const [open, setOpen] = useState(false);
  // Home, then the remotes' menu entries from their run-time routes
  const links = useSiteSections();
  const counts = useUnreadCounts();
  const waiting = counts ? counts.notifications + counts.tasks : 0;

  // Close the collapsed menu after navigating.
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <nav className={`side-nav${stuck ? ' is-stuck' : ''}${open ? ' is-open' : ''}`} aria-label="Site">
      <button
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls="side-nav-list"
        onClick={() => setOpen((o) => !o)}
      >
        <span className="menu-icon" aria-hidden="true" />
        Menu
        {member && counts ? <CountBadge count={waiting} what="waiting" /> : null}
      </button>
      <ul id="side-nav-list" className="side-nav-list">
        <li className="side-nav-account">
          {member ? (
            <>
              <button
                type="button"
                className="nav-action"
                onClick={() => {
                  void signOut().finally(() => navigate('/'));
                }}
              >
                Sign out
              </button>
              <span className="nav-member-name">{memberFullName(member)}</span>
            </>
          ) : (
            <Link
              className="nav-action"
              to={
                location.pathname.startsWith('/signin')
                  ? currentPath(location)
                  : signinPath(currentPath(location))
              }
              // Platform §2: the page's saved form state comes back after sign-in.
              onClick={() => saveFormState(currentPath(location))}
            >
              Sign in
            </Link>
          )}
        </li>
        <li>
          <button type="button" className="nav-action nav-back" onClick={() => navigate(-1)}>
            Go back
          </button>
        </li>
        {links.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={l.to === '/'}>
              {l.label}
            </NavLink>
          </li>
        ))}
        {member
          ? MEMBER_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end className="nav-counted">
                  {l.label}
                  {counts ? <CountBadge count={counts[l.count]} what={l.what} /> : null}
                </NavLink>
              </li>
            ))
          : null}
      </ul>
    </nav>
  );
}
