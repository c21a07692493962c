// Breadcrumbs from the folder's folderPath (GET /api/files/{id}/dirty): each ancestor links to its
// page; the current folder is the last, unlinked entry.
import type { FullDriveFile } from '@portal/contracts';
import { Link } from 'react-router-dom';
import { folderHref, type DriveBase } from './drivePath.ts';

export function crumbsOf(folder: FullDriveFile): Array<{ id: string; name: string }> {
  const path = folder.folderPath.map((e) => ({ id: e.id, name: e.name }));
  // folderPath may or may not end with the folder itself: keep it once, last
  if (path[path.length - 1]?.id !== folder.id) path.push({ id: folder.id, name: folder.fileName });
  return path;
}

export function Breadcrumbs({ folder, base }: { folder: FullDriveFile; base: DriveBase }) {
  const crumbs = crumbsOf(folder);
  return (
    <nav className="drv-crumbs" aria-label="Folder path">
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={crumb.id}>
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={folderHref(base, crumb.id)}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
