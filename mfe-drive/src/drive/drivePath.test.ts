import { describe, expect, it } from 'vitest';
import { folderHref, parseDrivePath } from './drivePath.ts';

const id = 'f0000000000000000000000000000001';

describe('platform §2 drive routes: the last segment is the folder id', () => {
  it.each([
    ['/drive', 'drive', 'root'],
    ['/drive/', 'drive', 'root'],
    ['/filemanagement', 'filemanagement', 'root'],
    [`/drive/${id}`, 'drive', id],
    [`/filemanagement/${id}`, 'filemanagement', id],
    [`/filemanagement/root/${id}`, 'filemanagement', id],
    ['/drive/personalfolders', 'drive', 'personalfolders'],
    ['/drive/CAPNHQMember-510020', 'drive', 'CAPNHQMember-510020'],
  ])('%s -> %s folder %s', (path, base, folderID) => {
    expect(parseDrivePath(path)).toEqual({ ok: true, base, folderID });
  });

  it('a last segment that is no file id is refused (the page says it could not go to the folder)', () => {
    expect(parseDrivePath('/drive/not-a-folder')).toEqual({
      ok: false,
      base: 'drive',
      segment: 'not-a-folder',
    });
    expect(parseDrivePath(`/drive/${id.toUpperCase()}`).ok).toBe(false);
  });

  it('folderHref: root is the bare base, others append the id', () => {
    expect(folderHref('drive', 'root')).toBe('/drive');
    expect(folderHref('filemanagement', id)).toBe(`/filemanagement/${id}`);
  });
});
