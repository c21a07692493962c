import { describe, expect, it } from 'vitest';
import { satisfy } from '@module-federation/enhanced/runtime';
import {
  FEDERATION_RUNTIME,
  incompatibleRemoteMessage,
  parseRemoteManifest,
  runningSharedVersions,
  sharedConflicts,
  textFingerprint,
} from './sharedCompat.ts';

const running = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  '@portal/kit': '0.1.0',
};

describe('sharedConflicts: "a remote built against an incompatible shared version is refused"', () => {
  it('passes a remote built for the versions the page runs', () => {
    const shared = [
      { name: 'react', singleton: true, requiredVersion: '^19.3.1' },
      { name: 'react-dom', singleton: true, requiredVersion: '^19.0.0' },
      { name: 'react-router-dom', singleton: true, requiredVersion: '^7.18.5' },
      { name: '@portal/kit', singleton: true, requiredVersion: '^0.1.0' },
    ];
    expect(sharedConflicts(shared, running, satisfy)).toEqual([]);
  });

  it.each([
    ['react', '^18.2.0'],
    ['react-dom', '~19.2.0'],
    ['react-router-dom', '^6.22.0'],
    ['react', '^19.4.0'],
  ])('refuses %s %s', (name, requiredVersion) => {
    expect(sharedConflicts([{ name, singleton: true, requiredVersion }], running, satisfy)).toEqual([
      { name, required: requiredVersion, running: running[name as keyof typeof running] },
    ]);
  });

  it('ignores non-singletons, packages the page does not share and missing or open ranges', () => {
    expect(
      sharedConflicts(
        [
          { name: 'react', singleton: false, requiredVersion: '^18.0.0' },
          { name: 'lodash', singleton: true, requiredVersion: '^4.0.0' },
          { name: 'react', singleton: true, requiredVersion: false },
          { name: 'react', singleton: true, requiredVersion: '*' },
        ],
        running,
        satisfy,
      ),
    ).toEqual([]);
  });

  it('says which library, which range and which running version', () => {
    expect(incompatibleRemoteMessage([{ name: 'react', required: '^18.2.0', running: '19.3.1' }])).toBe(
      "This part of the site was built for a different version of the site's shared libraries: react ^18.2.0 (the site runs 19.3.1). It is not shown until it is rebuilt for this version.",
    );
    expect(
      incompatibleRemoteMessage([
        { name: 'react-dom/client', required: '^18.2.0', running: '19.3.1' },
        { name: 'react/jsx-runtime', required: '^18.2.0', running: '19.3.1' },
        { name: 'react-dom', required: '^18.2.0', running: '19.3.1' },
        { name: 'react', required: '^18.2.0', running: '19.3.1' },
        { name: '@portal/kit/x', required: '^0.2.0', running: '0.1.0' },
      ]),
    ).toContain(
      'libraries: @portal/kit/x ^0.2.0 (the site runs 0.1.0), react ^18.2.0 (the site runs 19.3.1), react-dom ^18.2.0 (the site runs 19.3.1). It is',
    );
  });
});

describe('runningSharedVersions: the copy the page uses, from the federation share scope', () => {
  it('prefers the loaded copy, else the host one, and ignores remotes that are not loaded', () => {
    const scope = {
      default: {
        react: { '19.3.1': { from: 'shell', loaded: true }, '19.4.0': { from: 'mfe_quiz' } },
        'react-router-dom': { '7.18.5': { from: 'shell' }, '7.19.0': { from: 'mfe_admin' } },
        lodash: { '4.17.21': { from: 'mfe_drive' } },
      },
    };
    expect(runningSharedVersions(scope, 'shell')).toEqual({ react: '19.3.1', 'react-router-dom': '7.18.5' });
    expect(runningSharedVersions(undefined, 'shell')).toEqual({});
  });
});

describe('parseRemoteManifest', () => {
  it('reads the shared list and build version; the fingerprint follows the text', () => {
    const text = JSON.stringify({
      metaData: { buildInfo: { buildVersion: '0.2.0' } },
      shared: [{ name: 'react', singleton: true, requiredVersion: '^19.3.1' }, 'junk'],
    });
    const info = parseRemoteManifest(text);
    expect(info.shared).toEqual([{ name: 'react', singleton: true, requiredVersion: '^19.3.1' }]);
    expect(info.buildVersion).toBe('0.2.0');
    expect(info.fingerprint).toBe(textFingerprint(text));
    expect(parseRemoteManifest(text.replace('0.2.0', '0.2.1')).fingerprint).not.toBe(info.fingerprint);
  });

  it('a remote built with another minor of the federation plugin is refused; another patch passes', () => {
    const page = { ...running, [FEDERATION_RUNTIME]: '2.9.2' };
    const built = (pluginVersion: string) =>
      parseRemoteManifest(JSON.stringify({ metaData: { pluginVersion }, shared: [] })).shared;
    expect(sharedConflicts(built('2.9.7'), page, satisfy)).toEqual([]);
    expect(sharedConflicts(built('2.10.0'), page, satisfy)).toEqual([
      { name: FEDERATION_RUNTIME, required: '~2.10.0', running: '2.9.2' },
    ]);
  });

  it("names the federation runtime the remote's plugin was built for, as a singleton of that minor", () => {
    const text = JSON.stringify({ metaData: { pluginVersion: '2.9.2' }, shared: [] });
    expect(parseRemoteManifest(text).shared).toEqual([
      { name: FEDERATION_RUNTIME, singleton: true, requiredVersion: '~2.9.0' },
    ]);
  });

  it('refuses what is not a manifest', () => {
    expect(() => parseRemoteManifest('<html>')).toThrow('the manifest is not JSON');
    expect(() => parseRemoteManifest('[1]')).toThrow('the manifest is not an object');
  });
});
