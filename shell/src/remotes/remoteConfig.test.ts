import { describe, expect, it } from 'vitest';
import { parseRemotesConfig } from './remoteConfig.ts';

describe('runtime remotes configuration (GET /config/remotes.json)', () => {
  it('makes manifest URLs absolute on the current origin', () => {
    expect(
      parseRemotesConfig({ mfe_admin: '/mfe/admin/mf-manifest.json' }, 'http://md001.localhost:8080'),
    ).toEqual({
      mfe_admin: 'http://md001.localhost:8080/mfe/admin/mf-manifest.json',
    });
  });

  it('keeps absolute URLs and drops entries that are not name -> string', () => {
    expect(
      parseRemotesConfig(
        { mfe_drive: 'http://127.0.0.1:8093/mf-manifest.json', 'bad-name': '/x', mfe_quiz: 3 },
        'http://localhost:8080',
      ),
    ).toEqual({ mfe_drive: 'http://127.0.0.1:8093/mf-manifest.json' });
    expect(parseRemotesConfig(null, 'http://localhost:8080')).toEqual({});
    expect(parseRemotesConfig(['x'], 'http://localhost:8080')).toEqual({});
  });
});
