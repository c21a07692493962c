// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { IncompatibleRemoteError } from '@portal/kit/remoteModule';
import { REMOTE_INCOMPATIBLE, REMOTE_LOAD_FAILED, RemoteArea } from './RemoteArea.tsx';

// The kit's run-time loader is replaced here (no federation runtime in a unit test); its own
// checks are tested in shell/kit/src/remotes.
const load = vi.hoisted(() => vi.fn());
vi.mock('@portal/kit/remoteModule', async (original) => ({
  ...(await original<typeof import('@portal/kit/remoteModule')>()),
  loadRemoteDefault: load,
}));

afterEach(cleanup);

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
