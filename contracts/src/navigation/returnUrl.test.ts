import { describe, expect, it } from 'vitest';
import { returnUrlAction, signinPathFor } from './returnUrl.ts';

const ORIGIN = 'http://md001.localhost:8080';

describe('returnurl rules (platform §2 sign-in)', () => {
  it.each([
    [undefined, { kind: 'navigate', path: '/' }, 'default is /'],
    [null, { kind: 'navigate', path: '/' }, 'default is /'],
    ['', { kind: 'navigate', path: '/' }, 'default is /'],
    [
      '/api/files/abc/download',
      { kind: 'newWindow', url: '/api/files/abc/download' },
      '/api opens a new window',
    ],
    ['/api', { kind: 'newWindow', url: '/api' }, '/api opens a new window'],
    ['/admin', { kind: 'navigate', path: '/admin' }, 'a / path navigates in-app'],
    ['/apiary', { kind: 'navigate', path: '/apiary' }, 'only the /api segment counts'],
    ['/eventviewer/5-x?embed', { kind: 'navigate', path: '/eventviewer/5-x?embed' }, 'query kept'],
    [
      `${ORIGIN}/calendar`,
      { kind: 'redirect', url: `${ORIGIN}/calendar` },
      'same-origin absolute: full redirect',
    ],
    ['admin', { kind: 'redirect', url: `${ORIGIN}/admin` }, 'relative: full redirect on this origin'],
  ] as const)('%j -> %j (%s)', (input, expected, _why) => {
    expect(returnUrlAction(input, ORIGIN)).toEqual(expected);
  });

  it.each([
    '//evil.com',
    '//evil.com/admin',
    '/\\evil.com',
    '/\t/evil.com',
    ' //evil.com',
    'https://evil.com/',
    'http://md002.localhost:8080/admin',
    'javascript:alert(1)',
    'data:text/html,hi',
  ])('never redirects off-site: %j -> /', (input) => {
    expect(returnUrlAction(input, ORIGIN)).toEqual({ kind: 'navigate', path: '/' });
  });

  it('without a known origin, anything not starting with / goes home', () => {
    expect(returnUrlAction('http://md001.localhost:8080/x', undefined)).toEqual({
      kind: 'navigate',
      path: '/',
    });
  });

  it('§2 redirect helper: /signin?returnurl={encoded current path}', () => {
    expect(signinPathFor('/admin/setupmfa')).toBe('/signin?returnurl=%2Fadmin%2Fsetupmfa');
    expect(signinPathFor('/team/3?x=1&y=2')).toBe('/signin?returnurl=%2Fteam%2F3%3Fx%3D1%26y%3D2');
    const back = decodeURIComponent(signinPathFor('/drive/a b').split('returnurl=')[1]!);
    expect(back).toBe('/drive/a b');
  });
});
