import { describe, expect, it } from 'vitest';
import { internalFileInfoPath, isValidFaviconFile } from './internalFileInfo.ts';

describe('§2 "Favicon must be a file ending .png, .ico or .jpg" (the server\'s check of the stored file)', () => {
  it.each([
    ['icon.png', 'image/png', true],
    ['ICON.JPG', 'image/jpeg', true],
    ['favicon.ico', 'image/x-icon', true],
    ['favicon.ico', 'image/vnd.microsoft.icon', true],
    ['photo.gif', 'image/gif', false],
    ['photo.jpeg', 'image/jpeg', false],
    ['notes.txt', 'text/plain', false],
    ['renamed.png', 'text/plain', false],
    ['page.png.html', 'text/html', false],
  ])('%s (%s) -> %s', (fileName, contentType, ok) => {
    expect(isValidFaviconFile({ fileName, contentType })).toBe(ok);
  });

  it('the internal path names the file', () => {
    expect(internalFileInfoPath('f0000000000000000000000000000002')).toBe(
      '/internal/files/f0000000000000000000000000000002/info',
    );
  });
});
