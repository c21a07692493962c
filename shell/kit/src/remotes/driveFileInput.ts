// Loads the drive's file-input control ('mfe_drive/FileInput', exposed by mfe-drive) at run time,
// for any remote that attaches drive files (site configuration's favicon, the event form). A
// separate kit entry ('@portal/kit/driveFileInput') so the federation runtime is only pulled in
// where it is used. The loading itself (GET /config/remotes.json, registration on the runtime this
// file is bundled with, one load per page, retry after a failure) is remoteModule.ts's. Shared
// singletons (react, @portal/kit) come from the global share scope, so the control reads the
// page's session. Any failure rejects: the caller falls back.
import type { ComponentType } from 'react';
import { loadRemoteDefault } from './remoteModule.ts';

/** The props of mfe-drive's FileInput the pages use (mfe-drive/src/picker/FileInput.tsx). */
export interface DriveFileInputProps {
  label?: string;
  value: readonly string[];
  onChange(ids: string[]): void;
  filter?: (file: { fileName: string }) => boolean;
  single?: boolean;
}

export type DriveFileInput = ComponentType<DriveFileInputProps>;

/** mfe-drive's FileInput through the kit's generic loader (remoteModule.ts); rejects on any failure. */
export function loadDriveFileInput(): Promise<DriveFileInput> {
  return loadRemoteDefault<DriveFileInput>('mfe_drive', 'FileInput');
}
