// A file custom field's editor (§3 "File"; sign-up form and the manager's edit): the drive's
// file-input control loaded at run time ('mfe_drive/FileInput' through the kit, as the event form's
// attachments), its value the chosen file ids. While it loads, and when the drive cannot be loaded,
// the chosen files show as download links so the value is still seen and kept.
import { loadDriveFileInput, type DriveFileInput } from '@portal/kit/driveFileInput';
import { useLoadState } from '@portal/kit';
import { FileLinks } from './FileLinks.tsx';

export const FILE_FIELD_FALLBACK_NOTE = 'The drive could not be loaded: the files cannot be changed now.';

export function FileFieldInput(props: {
  label: string;
  value: readonly string[];
  onChange(ids: string[]): void;
  load?: () => Promise<DriveFileInput>;
}) {
  const { label, value, onChange, load = loadDriveFileInput } = props;
  const state = useLoadState(() => load(), [load]);
  if (state.state === 'LOADED') {
    const Input = state.value;
    return <Input label={label} value={value} onChange={onChange} />;
  }
  return (
    <div className="evt-field">
      <span className="signup-field-title">{label}</span>
      <FileLinks ids={value} label={label} />
      <p className="evt-hint">
        {state.state === 'LOADING' ? 'Loading the drive...' : FILE_FIELD_FALLBACK_NOTE}
      </p>
    </div>
  );
}
