// New folder (platform §2): needs a name; offered only where contracts' canCreateFolderIn allows.
import { FILE_MESSAGES, FOLDER_NAME_MAX } from '@portal/contracts';
import { apiClient, isApiError, TextInput, type ApiClient } from '@portal/kit';
import { useState, type FormEvent } from 'react';
import { createFolder } from './fileCalls.ts';

export function NewFolderForm(props: { parentID: string; onCreated(): void; client?: ApiClient }) {
  const { parentID, onCreated, client = apiClient } = props;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(FILE_MESSAGES.folderNameRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await createFolder(parentID, name.trim(), client);
      setName('');
      onCreated();
    } catch (e) {
      setError(isApiError(e) ? e.message : FILE_MESSAGES.folderNameRequired);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label="New folder">
      <TextInput label="New folder name" value={name} onChange={setName} maxLength={FOLDER_NAME_MAX} />
      <button type="submit" className="kit-button" disabled={busy}>
        Create folder
      </button>
      {error ? (
        <p className="drv-message" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
