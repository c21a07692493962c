// /drive/shared (Shared with me) and /drive/search?q= (search by file name): one page of files from
// svc-files at a time (contracts' filePage), 'Show more' while another page follows. A folder opens
// in the drive; a file opens (downloads) by its name, with its thumbnail when it has one.
import { FILE_FINDING_MESSAGES, isFolder, type DriveFile, type FilePage } from '@portal/contracts';
import { apiClient, isApiError, Loader, useLoadState, type ApiClient } from '@portal/kit';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { folderHref, type DriveBase, type FindingView } from '../drive/drivePath.ts';
import { downloadHref, loadSharedWithMe, searchFiles, thumbnailHref } from '../drive/fileCalls.ts';
import { formatSize } from '../drive/SelectedPanel.tsx';

export const FINDING_LOAD_ERROR = 'Could not load the files';

const messageOf = (error: unknown) => (isApiError(error) ? error.message : FINDING_LOAD_ERROR);

function FoundItem({ item, base }: { item: DriveFile; base: DriveBase }) {
  const folder = isFolder(item);
  return (
    <li className="drv-found-item">
      {item.hasThumbnail ? (
        <img className="drv-found-thumb" src={thumbnailHref(item.id)} alt="" />
      ) : (
        <span className="drv-found-kind" aria-hidden="true">
          {folder ? 'Folder' : 'File'}
        </span>
      )}
      <span className="drv-found-text">
        {folder ? (
          <Link to={folderHref(base, item.id)}>{item.fileName}</Link>
        ) : (
          <a href={downloadHref(item.id)} download={item.fileName}>
            {item.fileName}
          </a>
        )}
        <span className="drv-muted">
          {folder ? 'Folder' : `${item.contentType}, ${formatSize(item.size)}`}
        </span>
      </span>
    </li>
  );
}

export function FoundFiles(props: { view: FindingView; base: DriveBase; client?: ApiClient }) {
  const { view, base, client = apiClient } = props;
  const location = useLocation();
  const term = (new URLSearchParams(location.search).get('q') ?? '').trim();
  const fetchPage = (offset: number, signal?: AbortSignal): Promise<FilePage> =>
    view === 'shared' ? loadSharedWithMe(offset, client, signal) : searchFiles(term, offset, client, signal);
  const load = useLoadState(
    view === 'search' && term === '' ? null : (signal) => fetchPage(0, signal),
    [view, term, client],
    messageOf,
  );
  // later pages, kept per view and term
  const [more, setMore] = useState<{ key: string; files: DriveFile[]; nextOffset: number | null } | null>(
    null,
  );
  const [moreError, setMoreError] = useState<string | null>(null);
  const key = `${view}\n${term}`;

  const title = view === 'shared' ? 'Shared with me' : `Search results for “${term}”`;
  let body;
  if (view === 'search' && term === '')
    body = <p className="drv-muted">{FILE_FINDING_MESSAGES.searchTermRequired}</p>;
  else if (load.state === 'LOADING') body = <Loader label="Loading files..." />;
  else if (load.state === 'ERROR')
    body = (
      <p className="drv-message" role="alert">
        {load.message}
      </p>
    );
  else {
    const extra = more?.key === key ? more : null;
    const files = [...load.value.files, ...(extra?.files ?? [])];
    const nextOffset = extra ? extra.nextOffset : load.value.nextOffset;
    const showMore = async (offset: number) => {
      setMoreError(null);
      try {
        const page = await fetchPage(offset);
        setMore({ key, files: [...(extra?.files ?? []), ...page.files], nextOffset: page.nextOffset });
      } catch (error) {
        setMoreError(messageOf(error));
      }
    };
    body =
      files.length === 0 ? (
        <p className="drv-muted">
          {view === 'shared' ? FILE_FINDING_MESSAGES.nothingShared : FILE_FINDING_MESSAGES.noSearchResults}
        </p>
      ) : (
        <>
          <ul className="drv-found" aria-label={title}>
            {files.map((item) => (
              <FoundItem key={item.id} item={item} base={base} />
            ))}
          </ul>
          {nextOffset !== null ? (
            <button type="button" className="kit-button" onClick={() => void showMore(nextOffset)}>
              Show more
            </button>
          ) : null}
          {moreError ? (
            <p className="drv-message" role="alert">
              {moreError}
            </p>
          ) : null}
        </>
      );
  }

  return (
    <section aria-labelledby="drv-found-title">
      <h1 id="drv-found-title">{title}</h1>
      {body}
    </section>
  );
}
