// Comments of a file (platform §2): editable with MODIFY, saved with POST /api/files/{id} {comments}.
import { FILE_COMMENTS_MAX, type DriveFile } from '@portal/contracts';
import { apiClient, isApiError, type ApiClient } from '@portal/kit';
import { useEffect, useId, useState } from 'react';
import { saveComments } from './fileCalls.ts';

export function CommentsEditor(props: {
  file: DriveFile;
  editable: boolean;
  onSaved(): void;
  client?: ApiClient;
}) {
  const { file, editable, onSaved, client = apiClient } = props;
  const id = useId();
  const [text, setText] = useState(file.comments);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  useEffect(() => {
    setText(file.comments);
    setResult(null);
  }, [file.id, file.comments]);

  if (!editable) {
    return file.comments === '' ? null : (
      <p>
        <strong>Comments:</strong> {file.comments}
      </p>
    );
  }
  const save = async () => {
    try {
      await saveComments(file.id, text, client);
      setResult({ ok: true, message: 'Comments saved' });
      onSaved();
    } catch (e) {
      setResult({ ok: false, message: isApiError(e) ? e.message : 'Could not save the comments' });
    }
  };
  return (
    <div>
      <label htmlFor={id}>Comments</label>
      <textarea
        id={id}
        className="kit-input"
        rows={3}
        maxLength={FILE_COMMENTS_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        style={{ width: '100%' }}
      />
      <button type="button" className="kit-button" onClick={() => void save()}>
        Save comments
      </button>
      {result ? (
        <p role="status" className={result.ok ? 'drv-muted' : 'drv-message'}>
          {result.message}
        </p>
      ) : null}
    </div>
  );
}
