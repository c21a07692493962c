// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { satisfy } from '@module-federation/enhanced/runtime';
import {
  IncompatibleRemoteError,
  loadRemoteDefault,
  loadRemoteModule,
  remotesWithNewVersion,
  resetRemoteModules,
  servedManifestFingerprint,
  type RemoteRuntime,
} from './remoteModule.ts';

afterEach(() => resetRemoteModules());

/** A manifest as the federation plugin writes it (the fields the checks read). */
function manifest(reactRange = '^19.3.1', chunk = 'b71131bd') {
  return {
    id: 'mfe_events',
    metaData: { buildInfo: { buildVersion: '0.1.0' } },
    shared: [
      { name: 'react', version: '19.3.1', singleton: true, requiredVersion: reactRange },
      { name: '@portal/kit', version: '0.1.0', singleton: true, requiredVersion: '^0.1.0' },
    ],
    exposes: [{ name: 'App', assets: { js: { sync: [`__federation_expose_App.${chunk}.js`] } } }],
  };
}

function fakeRuntime(
  config: unknown,
  modules: Record<string, unknown>,
  configStatus = 200,
  manifests: Record<string, unknown> = {},
) {
  const runtime = {
    fetch: vi.fn(async (url: string, _init?: RequestInit) => {
      if (url === '/config/remotes.json')
        return new Response(JSON.stringify(config), { status: configStatus });
      const path = new URL(url).pathname;
      return new Response(JSON.stringify(manifests[path] ?? manifest()), { status: 200 });
    }),
    registerRemotes: vi.fn(),
    loadRemote: vi.fn(async (id: string) => {
      if (!(id in modules)) throw new Error(`offline: ${id}`);
      return modules[id];
    }),
    runningShared: () => ({ react: '19.3.1', '@portal/kit': '0.1.0' }),
    satisfies: satisfy,
  };
  return runtime as typeof runtime & RemoteRuntime;
}

const Panels = () => null;

describe('loadRemoteModule: an exposed module of any remote through /config/remotes.json', () => {
  it('registers the remote from the runtime configuration (absolute entry) and loads the module once', async () => {
    const runtime = fakeRuntime(
      { mfe_events: '/mfe/events/mf-manifest.json' },
      { 'mfe_events/HomePanels': { default: Panels } },
    );
    const first = await loadRemoteDefault('mfe_events', 'HomePanels', runtime);
    const second = await loadRemoteDefault('mfe_events', 'HomePanels', runtime);
    expect(first).toBe(Panels);
    expect(second).toBe(Panels);
    // remotes.json once, the manifest once (the shared-singleton check), then nothing more
    expect(runtime.fetch).toHaveBeenCalledTimes(2);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_events', entry: `${window.location.origin}/mfe/events/mf-manifest.json` }],
      { force: false },
    );
  });

  it('rejects when the remote is not configured or remotes.json fails, and tries again later', async () => {
    await expect(
      loadRemoteModule(
        'mfe_events',
        'HomePanels',
        fakeRuntime({ mfe_drive: '/mfe/drive/mf-manifest.json' }, {}),
      ),
    ).rejects.toThrow('mfe_events is not configured');
    await expect(loadRemoteModule('mfe_events', 'HomePanels', fakeRuntime({}, {}, 404))).rejects.toThrow(
      'remotes.json answered 404',
    );
    const back = fakeRuntime({ mfe_events: '/e.json' }, { 'mfe_events/HomePanels': { default: Panels } });
    expect(await loadRemoteDefault('mfe_events', 'HomePanels', back)).toBe(Panels);
  });

  it('an offline remote rejects; the next call registers it again with force and loads it', async () => {
    const runtime = fakeRuntime({ mfe_events: '/e.json' }, {});
    await expect(loadRemoteModule('mfe_events', 'HomePanels', runtime)).rejects.toThrow('offline');
    runtime.loadRemote.mockResolvedValueOnce({ default: Panels });
    expect(await loadRemoteDefault('mfe_events', 'HomePanels', runtime)).toBe(Panels);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [expect.objectContaining({ name: 'mfe_events' })],
      {
        force: true,
      },
    );
  });

  it('a module without a default export is refused', async () => {
    const runtime = fakeRuntime({ mfe_events: '/e.json' }, { 'mfe_events/HomePanels': { other: 1 } });
    await expect(loadRemoteDefault('mfe_events', 'HomePanels', runtime)).rejects.toThrow(
      'mfe_events/HomePanels has no default export',
    );
  });
});

describe('shared singletons: a remote built for another React is refused before its container loads', () => {
  it('throws IncompatibleRemoteError with the clear message and never registers or loads the remote', async () => {
    const runtime = fakeRuntime(
      { mfe_quiz: '/mfe/quiz/mf-manifest.json' },
      { 'mfe_quiz/App': { default: Panels } },
      200,
      { '/mfe/quiz/mf-manifest.json': manifest('^18.2.0') },
    );
    const error = await loadRemoteModule('mfe_quiz', 'App', runtime).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IncompatibleRemoteError);
    expect((error as IncompatibleRemoteError).remote).toBe('mfe_quiz');
    expect((error as Error).message).toBe(
      "This part of the site was built for a different version of the site's shared libraries: react ^18.2.0 (the site runs 19.3.1). It is not shown until it is rebuilt for this version.",
    );
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('a compatible build deployed after the refusal loads on the next visit', async () => {
    const manifests: Record<string, unknown> = { '/q.json': manifest('^18.2.0') };
    const runtime = fakeRuntime(
      { mfe_quiz: '/q.json' },
      { 'mfe_quiz/App': { default: Panels } },
      200,
      manifests,
    );
    await expect(loadRemoteModule('mfe_quiz', 'App', runtime)).rejects.toBeInstanceOf(
      IncompatibleRemoteError,
    );
    manifests['/q.json'] = manifest('^19.0.0');
    expect(await loadRemoteDefault('mfe_quiz', 'App', runtime)).toBe(Panels);
  });
});

describe('remotesWithNewVersion: a redeployed remote is noticed on the next navigation', () => {
  it('lists a loaded remote whose manifest changed, not an unchanged or unreachable one', async () => {
    const manifests: Record<string, unknown> = {
      '/mfe/quiz/mf-manifest.json': manifest('^19.3.1', 'aaaaaaaa'),
      '/mfe/drive/mf-manifest.json': manifest('^19.3.1', 'bbbbbbbb'),
    };
    const runtime = fakeRuntime(
      { mfe_quiz: '/mfe/quiz/mf-manifest.json', mfe_drive: '/mfe/drive/mf-manifest.json' },
      { 'mfe_quiz/App': { default: Panels }, 'mfe_drive/App': { default: Panels } },
      200,
      manifests,
    );
    expect(await remotesWithNewVersion(runtime)).toEqual([]); // nothing loaded yet
    await loadRemoteDefault('mfe_quiz', 'App', runtime);
    await loadRemoteDefault('mfe_drive', 'App', runtime);
    expect(await remotesWithNewVersion(runtime)).toEqual([]);

    manifests['/mfe/quiz/mf-manifest.json'] = manifest('^19.3.1', 'cccccccc'); // a new quiz build
    expect(await remotesWithNewVersion(runtime)).toEqual(['mfe_quiz']);
    const manifestCalls = runtime.fetch.mock.calls.filter(([url]) => url.endsWith('mf-manifest.json'));
    expect(manifestCalls.at(-1)?.[1]).toMatchObject({ cache: 'no-cache' });

    runtime.fetch.mockRejectedValue(new Error('offline'));
    expect(await remotesWithNewVersion(runtime)).toEqual([]);
  });

  it('a remote whose load failed is not tracked', async () => {
    const runtime = fakeRuntime({ mfe_quiz: '/q.json' }, {});
    await expect(loadRemoteModule('mfe_quiz', 'App', runtime)).rejects.toThrow('offline');
    expect(await remotesWithNewVersion(runtime)).toEqual([]);
    expect(runtime.fetch).toHaveBeenCalledTimes(2);
  });
});

describe('servedManifestFingerprint: what the one reload after a chunk failure is keyed by', () => {
  it('reads the manifest served now, changes with a new build, and is null when it cannot be read', async () => {
    const manifests: Record<string, unknown> = {
      '/mfe/quiz/mf-manifest.json': manifest('^19.3.1', 'aaaaaaaa'),
    };
    const runtime = fakeRuntime({ mfe_quiz: '/mfe/quiz/mf-manifest.json' }, {}, 200, manifests);
    const first = await servedManifestFingerprint('mfe_quiz', runtime);
    expect(first).toMatch(/\S/);
    expect(await servedManifestFingerprint('mfe_quiz', runtime)).toBe(first);
    manifests['/mfe/quiz/mf-manifest.json'] = manifest('^19.3.1', 'dddddddd');
    const second = await servedManifestFingerprint('mfe_quiz', runtime);
    expect(second).not.toBe(first);
    expect(await servedManifestFingerprint('mfe_events', runtime)).toBeNull(); // not configured
    runtime.fetch.mockRejectedValue(new Error('offline'));
    expect(await servedManifestFingerprint('mfe_quiz', runtime)).toBeNull();
  });
});
