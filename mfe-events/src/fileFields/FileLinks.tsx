// §3 "FILE (value is a list)": a file custom field's value shown as download links, named by the
// drive (GET /api/files/{id}); a file the reader may not see, or one gone from the drive, keeps its
// id as the link text (the download then answers the drive's refusal).
import { apiClient, type ApiClient } from '@portal/kit';
import { useEffect, useState } from 'react';
import { fileDownloadHref, loadFileInfo } from './fileCalls.ts';

export function FileLinks({
  ids,
  label,
  client = apiClient,
}: {
  ids: readonly string[];
  /** Names the list for screen readers (the field's title). */
  label: string;
  client?: ApiClient;
}) {
  const [names, setNames] = useState<Record<string, string>>({});
  const key = ids.join(',');

  useEffect(() => {
    const controller = new AbortController();
    for (const id of key === '' ? [] : key.split(',')) {
      loadFileInfo(id, client, controller.signal).then(
        (file) => setNames((n) => ({ ...n, [id]: file.fileName })),
        () => undefined,
      );
    }
    return () => controller.abort();
  }, [key, client]);

  if (ids.length === 0) return <span className="evt-hint">No files</span>;
  return (
    <ul className="evt-file-links" aria-label={`${label}: files`}>
      {ids.map((id) => (
        <li key={id}>
          <a href={fileDownloadHref(id)} download>
            {names[id] ?? id}
          </a>
        </li>
      ))}
    </ul>
  );
}
