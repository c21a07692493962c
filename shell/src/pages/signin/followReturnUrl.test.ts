import { describe, expect, it } from 'vitest';
import { followReturnUrl, type ReturnEnv } from './followReturnUrl.ts';

const ORIGIN = 'http://md001.localhost:8080';

function run(returnurl: string | null) {
  const calls: string[] = [];
  const env: ReturnEnv = {
    origin: ORIGIN,
    openWindow: (url) => calls.push(`window ${url}`),
    assign: (url) => calls.push(`redirect ${url}`),
  };
  followReturnUrl(returnurl, (path) => calls.push(`navigate ${path}`), env);
  return calls;
}

describe('returnurl after sign-in (platform §2 Sign-in page)', () => {
  it('default is /', () => {
    expect(run(null)).toEqual(['navigate /']);
    expect(run('')).toEqual(['navigate /']);
  });

  it('a value starting /api opens in a new window (and the app goes home)', () => {
    expect(run('/api/files/abc/download')).toEqual(['window /api/files/abc/download', 'navigate /']);
  });

  it('another value starting / navigates in-app, query kept', () => {
    expect(run('/admin')).toEqual(['navigate /admin']);
    expect(run('/registerdiscord/123456789012345678')).toEqual([
      'navigate /registerdiscord/123456789012345678',
    ]);
    expect(run('/eventviewer/5-x?embed')).toEqual(['navigate /eventviewer/5-x?embed']);
  });

  it('anything else is a full redirect (on this site)', () => {
    expect(run(`${ORIGIN}/calendar`)).toEqual([`redirect ${ORIGIN}/calendar`]);
  });

  it('never leaves the site: off-site values go home', () => {
    expect(run('https://evil.example/')).toEqual(['navigate /']);
    expect(run('//evil.example')).toEqual(['navigate /']);
  });
});
