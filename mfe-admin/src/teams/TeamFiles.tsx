// The team page's "Files shared with the team": what svc-files lists for the team (a TEAM sharing
// entry with view), only what this viewer may read, newest first, 'Show more' while more follow.
import { FILE_FINDING_MESSAGES, isFolder, type DriveFile } from '@portal/contracts';
import { apiClient, isApiError, useLoadState, type ApiClient } from '@portal/kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { loadTeamFiles, teamFileHref } from './teamFilesCalls.ts';

const LOAD_ERROR = 'Could not load the files shared with this team';
const messageOf = (error: unknown) => (isApiError(error) && error.status < 500 ? error.message : LOAD_ERROR);

function TeamFileItem({ item }: { item: DriveFile }) {
  const href = teamFileHref(item);
  return (
    <li>
      {isFolder(item) ? (
        <Link to={href}>{item.fileName}</Link>
      ) : (
        <a href={href} download={item.fileName}>
          {item.fileName}
        </a>
      )}{' '}
      <span className="adm-team-muted">{isFolder(item) ? 'Folder' : item.contentType}</span>
    </li>
  );
}

export function TeamFiles({
  teamID,
  viewerKey,
  client = apiClient,
}: {
  teamID: number;
  viewerKey: string | null;
  client?: ApiClient;
}) {
  // the viewer decides what is listed: load again after sign-in or sign-out
  const load = useLoadState(
    (signal) => loadTeamFiles(teamID, 0, client, signal),
    [teamID, client, viewerKey],
    messageOf,
  );
  const [more, setMore] = useState<{ files: DriveFile[]; nextOffset: number | null } | null>(null);
  const [moreError, setMoreError] = useState<string | null>(null);

  let body;
  if (load.state === 'LOADING') body = <p className="adm-team-muted">Loading files...</p>;
  else if (load.state === 'ERROR') body = <p className="adm-team-message">{load.message}</p>;
  else {
    const files = [...load.value.files, ...(more?.files ?? [])];
    const nextOffset = more ? more.nextOffset : load.value.nextOffset;
    const showMore = async (offset: number) => {
      setMoreError(null);
      try {
        const page = await loadTeamFiles(teamID, offset, client);
        setMore({ files: [...(more?.files ?? []), ...page.files], nextOffset: page.nextOffset });
      } catch (error) {
        setMoreError(messageOf(error));
      }
    };
    body =
      files.length === 0 ? (
        <p className="adm-team-muted">{FILE_FINDING_MESSAGES.noTeamFiles}</p>
      ) : (
        <>
          <ul className="adm-team-files" aria-labelledby="adm-team-files">
            {files.map((item) => (
              <TeamFileItem key={item.id} item={item} />
            ))}
          </ul>
          {nextOffset !== null ? (
            <button type="button" className="kit-button" onClick={() => void showMore(nextOffset)}>
              Show more
            </button>
          ) : null}
          {moreError ? <p className="adm-team-message">{moreError}</p> : null}
        </>
      );
  }

  return (
    <section className="adm-team-section" aria-labelledby="adm-team-files">
      <h2 id="adm-team-files">Files shared with the team</h2>
      {body}
    </section>
  );
}
