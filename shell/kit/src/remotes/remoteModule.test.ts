// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadRemoteDefault,
  loadRemoteModule,
  resetRemoteModules,
  type RemoteRuntime,
} from './remoteModule.ts';

afterEach(() => resetRemoteModules());

function fakeRuntime(config: unknown, modules: Record<string, unknown>, configStatus = 200) {
  const runtime = {
    fetch: vi.fn(async () => new Response(JSON.stringify(config), { status: configStatus })),
    registerRemotes: vi.fn(),
    loadRemote: vi.fn(async (id: string) => {
      if (!(id in modules)) throw new Error(`offline: ${id}`);
      return modules[id];
    }),
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
    expect(runtime.fetch).toHaveBeenCalledTimes(1);
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
