// @vitest-environment happy-dom
// The drive shows storage used against the member quota and the account quota (GET
// /api/files/quota), to signed-in members only; a failed call leaves the drive as it was.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  archive,
  documents,
  driveRoutes,
  fakeNetwork,
  owner,
  renderAt,
  root,
} from '../testing/driveTesting.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const GiB = 1024 ** 3;
const MiB = 1024 ** 2;
const drive = {
  '/api/files/root/dirty': root,
  '/api/files/root/children': [documents, archive],
};
const quota = {
  member: { used: 1.5 * GiB, quota: 2 * GiB },
  account: { used: 300 * MiB, quota: 50 * GiB },
};

describe('the drive shows storage used against the member and account quotas', () => {
  it("shows the member's and the unit's bytes of their quotas, each with a meter", async () => {
    const network = fakeNetwork({ member: owner }, driveRoutes({ ...drive, '/api/files/quota': quota }));
    renderAt('/drive');
    const storage = await screen.findByRole('region', { name: 'Storage' });
    expect(storage.textContent).toContain('Your files1.5 GiB of 2 GiB used');
    expect(storage.textContent).toContain('Unit drive300 MiB of 50 GiB used');
    const mine = within(storage).getByRole('meter', { name: 'Your files: 1.5 GiB of 2 GiB used' });
    expect([mine.getAttribute('value'), mine.getAttribute('max')]).toEqual([
      String(1.5 * GiB),
      String(2 * GiB),
    ]);
    const unit = within(storage).getByRole('meter', { name: 'Unit drive: 300 MiB of 50 GiB used' });
    expect(unit.getAttribute('value')).toBe(String(300 * MiB));
    expect(network.calls.filter((c) => c.url === '/api/files/quota')).toHaveLength(1);
  });

  it('a member past a lowered quota sees a full meter, never past its end', async () => {
    const over = { ...quota, member: { used: 3 * GiB, quota: 2 * GiB } };
    fakeNetwork({ member: owner }, driveRoutes({ ...drive, '/api/files/quota': over }));
    renderAt('/drive');
    const storage = await screen.findByRole('region', { name: 'Storage' });
    const mine = within(storage).getByRole('meter', { name: 'Your files: 3 GiB of 2 GiB used' });
    expect(mine.getAttribute('value')).toBe(String(2 * GiB));
  });

  it('anonymous visitors see no storage line and the drive does not ask for one', async () => {
    const network = fakeNetwork({ member: null }, driveRoutes({ ...drive, '/api/files/quota': quota }));
    renderAt('/drive');
    await screen.findByRole('listbox', { name: 'Folders and files' });
    expect(screen.queryByRole('region', { name: 'Storage' })).toBeNull();
    expect(network.calls.some((c) => c.url === '/api/files/quota')).toBe(false);
  });

  it('when the figures cannot be loaded the drive works without them', async () => {
    fakeNetwork({ member: owner }, (url, init) =>
      url === '/api/files/quota'
        ? { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'down' } }
        : driveRoutes(drive)(url, init),
    );
    renderAt('/drive');
    await screen.findByRole('listbox', { name: 'Folders and files' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Storage' })).toBeNull();
  });
});
