// The viewer's list of the event's attachments (events §3 fileIDs): each file the viewer may read
// (svc-files decides, attachmentCalls.ts) with its download link; nothing when there is none to
// show. Files that failed to load for another reason than a refusal are counted in a line, so a
// member knows the list is incomplete.
import { useLoadState, type ApiClient } from '@portal/kit';
import { fileDownloadHref } from '../fileFields/fileCalls.ts';
import { loadAttachments } from './attachmentCalls.ts';

export function AttachmentsSection({ fileIDs, client }: { fileIDs: readonly string[]; client: ApiClient }) {
  const key = fileIDs.join(',');
  const load = useLoadState(
    fileIDs.length === 0 ? null : (signal) => loadAttachments(fileIDs, client, signal),
    [key, client],
  );
  if (fileIDs.length === 0 || load.state !== 'LOADED') return null;
  const { files, failed } = load.value;
  if (files.length === 0 && failed === 0) return null;
  return (
    <section aria-labelledby="attachments-title">
      <h3 id="attachments-title">Attachments</h3>
      {files.length > 0 && (
        <ul className="evt-attachments">
          {files.map((file) => (
            <li key={file.id}>
              <a href={fileDownloadHref(file.id)} download={file.fileName}>
                {file.fileName}
              </a>
            </li>
          ))}
        </ul>
      )}
      {failed > 0 && (
        <p role="alert">{failed === 1 ? '1 attachment' : `${failed} attachments`} could not be loaded</p>
      )}
    </section>
  );
}
