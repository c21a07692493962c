// Above the drive for signed-in members: the drive's views (Drive, Shared with me) and a search by
// file name. A shared file is found here by the member it was shared with, wherever it sits.
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { findingViewOf, folderHref, searchHref, sharedHref, type DriveBase } from '../drive/drivePath.ts';

export function FindingBar({ base }: { base: DriveBase }) {
  const location = useLocation();
  const navigate = useNavigate();
  const view = findingViewOf(location.pathname);
  const [term, setTerm] = useState(() => new URLSearchParams(location.search).get('q') ?? '');
  const inputID = useId();
  const current = (on: boolean) => (on ? ('page' as const) : undefined);

  return (
    <div className="drv-finding">
      <nav className="drv-views" aria-label="Drive views">
        <Link
          to={folderHref(base, 'root')}
          aria-current={current(view === null && location.pathname === folderHref(base, 'root'))}
        >
          Drive
        </Link>
        <Link to={sharedHref(base)} aria-current={current(view === 'shared')}>
          Shared with me
        </Link>
      </nav>
      <form
        role="search"
        className="drv-search"
        onSubmit={(event) => {
          event.preventDefault();
          if (term.trim() !== '') navigate(searchHref(base, term.trim()));
        }}
      >
        <label htmlFor={inputID} className="drv-hidden-label">
          Search files by name
        </label>
        <input
          id={inputID}
          type="search"
          className="kit-input"
          placeholder="Search files by name"
          maxLength={100}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <button type="submit" className="kit-button" disabled={term.trim() === ''}>
          Search
        </button>
      </form>
    </div>
  );
}
