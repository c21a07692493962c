import { describe, expect, it } from 'vitest';
import { currentPath, signinPath } from './signin.ts';
import { firstPathSegment } from '../pages/NotFoundPage.tsx';

describe('redirect helper (platform §2: /signin?returnurl={encoded current path})', () => {
  it('encodes the whole current path, query and hash included', () => {
    expect(signinPath('/admin/setupmfa')).toBe('/signin?returnurl=%2Fadmin%2Fsetupmfa');
    const path = currentPath({ pathname: '/team/3', search: '?x=1&y=2', hash: '#m' });
    expect(path).toBe('/team/3?x=1&y=2#m');
    expect(signinPath(path)).toBe('/signin?returnurl=%2Fteam%2F3%3Fx%3D1%26y%3D2%23m');
  });
});

describe('not-found page (platform §2: shows the first path segment)', () => {
  it('takes the first segment of the path', () => {
    expect(firstPathSegment('/nothing-here/deeper/still')).toBe('nothing-here');
    expect(firstPathSegment('//x//y')).toBe('x');
    expect(firstPathSegment('/')).toBe('');
  });
});
