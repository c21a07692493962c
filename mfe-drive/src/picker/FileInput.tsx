// Platform §2 File-input control (exposed as 'mfe_drive/FileInput'): the chosen files, each with
// 'Remove file', and 'Select or upload files' opening the file picker. Nobody signed in: 'Sign in
// error' and 'Please sign in'. The value is a list of file ids (the form stores ids).
import { FILE_MESSAGES, type DriveFile } from '@portal/contracts';
import { adoptStyles, apiClient, useSession, type ApiClient } from '@portal/kit';
import { useEffect, useState } from 'react';
import { loadFile } from '../drive/fileCalls.ts';
import { FilePicker } from './FilePicker.tsx';
import { mergeByID, type FileFilter } from './selection.ts';
import driveCss from '../drive/drive.css?raw';

adoptStyles('mfe-drive', driveCss);

export interface FileInputProps {
  label?: string;
  value: readonly string[];
  onChange(ids: string[]): void;
  filter?: FileFilter;
  /** One file at most (e.g. the favicon). */
  single?: boolean;
  client?: ApiClient;
}

export function FileInput({
  label = 'Files',
  value,
  onChange,
  filter,
  single = false,
  client = apiClient,
}: FileInputProps) {
  const { member, status } = useSession();
  const [open, setOpen] = useState(false);
  const [known, setKnown] = useState<Record<string, DriveFile>>({});

  useEffect(() => {
    if (!member) return;
    const controller = new AbortController();
    for (const id of value) {
      if (known[id]) continue;
      loadFile(id, client, controller.signal).then(
        (file) => setKnown((k) => ({ ...k, [id]: file })),
        () => undefined,
      );
    }
    return () => controller.abort();
  }, [value, member, client, known]);

  if (status === 'LOADED' && !member) {
    return (
      <section className="drv-panel" aria-label={label}>
        <h2>{FILE_MESSAGES.signInError}</h2>
        <p>{FILE_MESSAGES.pleaseSignIn}</p>
      </section>
    );
  }

  return (
    <fieldset className="drv-file-input">
      <legend>{label}</legend>
      <ul aria-label={`${label}: chosen files`}>
        {value.map((id) => (
          <li key={id}>
            {known[id]?.fileName ?? id}{' '}
            <button
              type="button"
              className="kit-button"
              onClick={() => onChange(value.filter((v) => v !== id))}
            >
              Remove file
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="kit-button" onClick={() => setOpen(true)}>
        {FILE_MESSAGES.selectOrUpload}
      </button>
      <FilePicker
        open={open}
        single={single}
        client={client}
        {...(filter ? { filter } : {})}
        onCancel={() => setOpen(false)}
        onSelect={(files) => {
          setOpen(false);
          setKnown((k) => ({ ...k, ...Object.fromEntries(files.map((f) => [f.id, f])) }));
          const ids = files.map((f) => ({ id: f.id }));
          const next = single
            ? ids.slice(-1)
            : mergeByID(
                value.map((id) => ({ id })),
                ids,
              );
          if (files.length > 0 || !single) onChange(next.map((f) => f.id));
        }}
      />
    </fieldset>
  );
}

export default FileInput;
