// The "Drive information" part of dashboard widget 5 (platform §2: "Absent? form, Drive information
// with file count"): the unit drive's file count with a link to the drive. It is extra information,
// so when the count cannot be loaded the widget shows only a short muted note, not an error.
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { driveFileCount, loadDriveInfo } from './driveInfoCalls.ts';

type InfoState = { state: 'LOADING' } | { state: 'LOADED'; files: number } | { state: 'ERROR' };

export function DriveInfo() {
  const id = useId();
  const [info, setInfo] = useState<InfoState>({ state: 'LOADING' });

  useEffect(() => {
    const controller = new AbortController();
    loadDriveInfo({ signal: controller.signal }).then(
      (answer) => setInfo({ state: 'LOADED', files: answer.files }),
      () => {
        if (!controller.signal.aborted) setInfo({ state: 'ERROR' });
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <div className="mem-drive-info" aria-labelledby={`${id}-title`} role="group" data-testid="drive-info">
      <h3 className="mem-subtitle" id={`${id}-title`}>
        Drive information
      </h3>
      {info.state === 'LOADING' && <p className="mem-note">Loading...</p>}
      {info.state === 'LOADED' && (
        <p className="mem-drive-count">
          <Link to="/drive">{driveFileCount(info.files)}</Link>
        </p>
      )}
      {info.state === 'ERROR' && <p className="mem-note">Drive information is not available.</p>}
    </div>
  );
}
