// The frame of every team page: the page's content next to a side navigation that lists the teams
// (platform §2 Teams: "Side navigation lists the teams"). Like the error list's side links, it is
// part of the page (the shell's side menu holds the site's sections); under 1028 px it sits above.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TeamList } from './useTeamList.ts';
import { adoptAdminStyles } from '../styles/adoptAdminStyles.ts';
import teamsCss from './teams.css?raw';

adoptAdminStyles('mfe-admin-teams', teamsCss);

/** What the side navigation marks as the current page: the list ('all'), a team, or nothing. */
export type TeamNavCurrent = 'all' | number | null;

export function TeamSideNav({ list, current }: { list: TeamList; current: TeamNavCurrent }) {
  return (
    <nav className="adm-teams-nav" aria-label="Teams">
      <h2>Teams</h2>
      <ul>
        <li>
          <Link to="/team" aria-current={current === 'all' ? 'page' : undefined}>
            All teams
          </Link>
        </li>
        {list.state === 'LOADED'
          ? // in the server's order: team 0 first, then by name
            list.value.map((team) => (
              <li key={team.id}>
                <Link to={`/team/${team.id}`} aria-current={team.id === current ? 'page' : undefined}>
                  {team.name}
                </Link>
              </li>
            ))
          : null}
      </ul>
      {list.state === 'LOADING' ? <p className="adm-teams-nav-note">Loading teams...</p> : null}
      {list.state === 'ERROR' ? <p className="adm-teams-nav-note">The teams could not be listed</p> : null}
    </nav>
  );
}

export function TeamPageLayout({
  list,
  current = null,
  children,
}: {
  list: TeamList;
  current?: TeamNavCurrent;
  children: ReactNode;
}) {
  return (
    <div className="adm-teams">
      <div className="adm-teams-layout">
        <TeamSideNav list={list} current={current} />
        <div className="adm-teams-main">{children}</div>
      </div>
    </div>
  );
}
