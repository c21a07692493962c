// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { IncompatibleRemoteError } from '@portal/kit/remoteModule';
import { REMOTE_INCOMPATIBLE, REMOTE_LOAD_FAILED, RemoteArea } from './RemoteArea.tsx';

// The kit's run-time loader is replaced here (no federation runtime in a unit test); its own
// checks are tested in shell/kit/src/remotes.
const load = vi.hoisted(() => vi.fn());
// the manifest each remote's server serves now: what the one reload after a chunk failure is keyed by
const served = vi.hoisted(() => vi.fn(async (_remote: string): Promise<string | null> => 'manifest-v2'));
vi.mock('@portal/kit/remoteModule', async (original) => ({
  ...(await original<typeof import('@portal/kit/remoteModule')>()),
  loadRemoteDefault: load,
  servedManifestFingerprint: served,
}));

// a crash inside a remote is reported to the server; none runs here
vi.mock('../crash/reportCrash.ts', () => ({ reportCrash: vi.fn(async () => true) }));

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

/** webpack's error for a chunk the remote's server no longer has (it was redeployed). */
function chunkLoadError() {
  const error = new Error('Loading chunk 512 failed.\n(missing: /mfe/drive/512.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('RemoteArea (a remote built for another shared React is refused in its area)', () => {
  it('shows the clear message of a refused remote, without Try again', async () => {
    load.mockRejectedValueOnce(
      new IncompatibleRemoteError('mfe_quiz', [{ name: 'react', required: '^18.2.0', running: '19.3.1' }]),
    );
    render(<RemoteArea remote="mfe_quiz" />);
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('h1')?.textContent).toBe(REMOTE_INCOMPATIBLE);
    expect(alert.textContent).toContain('react ^18.2.0 (the site runs 19.3.1)');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('any other failure keeps the friendly error with Try again', async () => {
    load.mockRejectedValueOnce(new Error('offline'));
    render(<RemoteArea remote="mfe_drive" />);
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('h1')?.textContent).toBe(REMOTE_LOAD_FAILED);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeNull();
  });

  it('renders the loaded App', async () => {
    load.mockResolvedValueOnce(() => <p>quiz app</p>);
    render(<RemoteArea remote="mfe_events" />);
    expect((await screen.findByText('quiz app')).textContent).toBe('quiz app');
  });
});

describe('RemoteArea: a chunk that no longer loads after a rollout reloads the page once', () => {
  it('reloads once instead of failing; after that reload the same failure shows the message', async () => {
    const reloadPage = vi.fn();
    load.mockRejectedValueOnce(chunkLoadError());
    render(<RemoteArea remote="mfe_drive" reloadPage={reloadPage} />);
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull(); // the loader stays until the page goes
    cleanup();

    // the page after the reload: the same version's chunk fails again
    load.mockRejectedValueOnce(chunkLoadError());
    render(<RemoteArea remote="mfe_drive" reloadPage={reloadPage} />);
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('h1')?.textContent).toBe(REMOTE_LOAD_FAILED);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(served).toHaveBeenCalledWith('mfe_drive');
  });

  it('a lazy chunk of the running App that fails reloads once, then the crash shows Try again', async () => {
    const reloadPage = vi.fn();
    const Broken = () => {
      throw chunkLoadError();
    };
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React logs the caught crashes
    load.mockResolvedValueOnce(Broken);
    render(<RemoteArea remote="mfe_admin" reloadPage={reloadPage} />);
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();

    render(<RemoteArea remote="mfe_admin" reloadPage={reloadPage} />);
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('h1')?.textContent).toBe(REMOTE_LOAD_FAILED);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('another crash of the App is not answered with a reload', async () => {
    const reloadPage = vi.fn();
    const Crashing = () => {
      throw new TypeError('x is undefined');
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    load.mockResolvedValueOnce(Crashing);
    render(<RemoteArea remote="mfe_quiz" reloadPage={reloadPage} />);
    expect((await screen.findByRole('alert')).querySelector('h1')?.textContent).toBe(REMOTE_LOAD_FAILED);
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
