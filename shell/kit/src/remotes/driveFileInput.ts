// Loads the drive's file-input control ('mfe_drive/FileInput', exposed by mfe-drive) at run time,
// for any remote that attaches drive files (site configuration's favicon, the event form). A
// separate kit entry ('@portal/kit/driveFileInput') so the federation runtime is only pulled in
// where it is used. The shell registers the remotes on its own federation instance; this remote registers mfe_drive
// on the runtime it is bundled with (from the same GET /config/remotes.json), so the load works
// whichever instance answers. Shared singletons (react, @portal/kit) come from the global share
// scope, so the control reads the page's session. Any failure rejects: the caller falls back.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** The props of mfe-drive's FileInput the pages use (mfe-drive/src/picker/FileInput.tsx). */
export interface DriveFileInputProps {
  label?: string;
  value: readonly string[];
  onChange(ids: string[]): void;
  filter?: (file: { fileName: string }) => boolean;
  single?: boolean;
}

export type DriveFileInput = ComponentType<DriveFileInputProps>;

let loading: Promise<DriveFileInput> | null = null;

export function loadDriveFileInput(): Promise<DriveFileInput> {
  loading ??= (async () => {
    const res = await fetch('/config/remotes.json', {
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
    const entry = ((await res.json()) as Record<string, unknown>).mfe_drive;
    if (typeof entry !== 'string') throw new Error('mfe_drive is not configured');
    registerRemotes([{ name: 'mfe_drive', entry: new URL(entry, window.location.origin).href }]);
    const mod = await loadRemote<{ default?: DriveFileInput }>('mfe_drive/FileInput');
    if (!mod?.default) throw new Error('mfe_drive/FileInput has no default export');
    return mod.default;
  })().catch((error: unknown) => {
    loading = null; // a later visit tries again
    throw error;
  });
  return loading;
}
