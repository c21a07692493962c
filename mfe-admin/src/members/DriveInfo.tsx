// The "Drive information" part of dashboard widget 5 (platform §2: "Absent? form, Drive information
// with file count"): the unit drive's file count with a link to the drive. It is extra information,
// so when the count cannot be loaded the widget shows only a short muted note, not an error.
import { useLoadState } from '@portal/kit';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { driveFileCount, loadDriveInfo } from './driveInfoCalls.ts';

export function DriveInfo() {
  const id = useId();
  const info = useLoadState(async (signal) => (await loadDriveInfo({ signal })).files, []);

  return (
    <div className="mem-drive-info" aria-labelledby={`${id}-title`} role="group" data-testid="drive-info">
      <h3 className="mem-subtitle" id={`${id}-title`}>
        Drive information
      </h3>
      {info.state === 'LOADING' && <p className="mem-note">Loading...</p>}
      {info.state === 'LOADED' && (
        <p className="mem-drive-count">
          <Link to="/drive">{driveFileCount(info.value)}</Link>
        </p>
      )}
      {info.state === 'ERROR' && <p className="mem-note">Drive information is not available.</p>}
    </div>
  );
}
