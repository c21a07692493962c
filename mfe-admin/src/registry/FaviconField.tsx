// Platform §2 Site configuration, Website.FaviconID: chosen with the drive's file-input control
// (loaded from mfe_drive at run time), whose picker lets only .png, .ico and .jpg files through
// (contracts isValidFaviconName). When the drive cannot be loaded the field falls back to the file's
// id typed by hand, so the rest of the page keeps working.
import { FileID, isValidFaviconName } from '@portal/contracts';
import { TextInput, useLoadState } from '@portal/kit';
import { loadDriveFileInput, type DriveFileInput } from '@portal/kit/driveFileInput';

export const FAVICON_FALLBACK_NOTE =
  "The drive could not be loaded, so the favicon's file ID is typed here (a .png, .ico or .jpg file).";
const faviconFilter = (file: { fileName: string }) => isValidFaviconName(file.fileName);

export function FaviconField(props: {
  value: string | null;
  onChange(id: string | null): void;
  load?: () => Promise<DriveFileInput>;
}) {
  const { value, onChange, load = loadDriveFileInput } = props;
  // the drive's file input, else (it failed to load) a text field for the file id
  const state = useLoadState(() => load(), [load]);

  if (state.state === 'LOADED') {
    const Input = state.value;
    return (
      <Input
        label="Favicon"
        single
        filter={faviconFilter}
        value={value ? [value] : []}
        onChange={(ids) => onChange(ids[ids.length - 1] ?? null)}
      />
    );
  }
  if (state.state === 'LOADING') return <p className="adm-regedit-muted">Loading the favicon field...</p>;
  const text = value ?? '';
  return (
    <TextInput
      label="Favicon file ID"
      hint={FAVICON_FALLBACK_NOTE}
      value={text}
      error={text !== '' && !FileID.safeParse(text).success ? 'Invalid file ID' : null}
      onChange={(v) => onChange(v.trim() === '' ? null : v.trim())}
      maxLength={120}
    />
  );
}
