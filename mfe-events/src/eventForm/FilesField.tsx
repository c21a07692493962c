// Events §2 File Attachments: mfe-drive's file-input control loaded at run time (driveFileInput.ts);
// when the drive cannot be loaded, a plain list of file ids, one a line, so the form still works.
import { FileID } from '@portal/contracts';
import { useLoadState } from '@portal/kit';
import { useId, useState } from 'react';
import { loadDriveFileInput, type DriveFileInput } from '@portal/kit/driveFileInput';
import { FieldMessages } from '../inputs/formInputs.tsx';

export const FILES_FALLBACK_NOTE = 'The drive could not be loaded: type the file IDs, one a line.';

export function FilesField(props: {
  value: string[];
  onChange(ids: string[]): void;
  load?: () => Promise<DriveFileInput>;
}) {
  const { value, onChange, load = loadDriveFileInput } = props;
  const id = useId();
  // the drive's file input, else (it failed to load) a text area of file ids
  const state = useLoadState(() => load(), [load]);
  const [text, setText] = useState(value.join('\n'));

  if (state.state === 'LOADED') {
    const Input = state.value;
    return <Input label="Event files" value={value} onChange={onChange} />;
  }
  if (state.state === 'LOADING') return <p className="evt-hint">Loading the drive...</p>;
  const ids = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const bad = ids.filter((l) => !FileID.safeParse(l).success);
  return (
    <div className="evt-field">
      <label htmlFor={id}>Event file IDs</label>
      <textarea
        id={id}
        rows={4}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const next = e.target.value
            .split('\n')
            .map((l) => l.trim())
            .filter((l) => l !== '');
          if (next.every((l) => FileID.safeParse(l).success)) onChange(next);
        }}
      />
      <span className="evt-hint">{FILES_FALLBACK_NOTE}</span>
      <FieldMessages messages={bad.length > 0 ? ['Invalid file ID'] : undefined} />
    </div>
  );
}
