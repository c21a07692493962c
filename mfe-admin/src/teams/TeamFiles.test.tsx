// @vitest-environment happy-dom
// The team page lists the files shared with the team (GET /api/files/team/{id}),
// only what the viewer may read (the server decides), a file by its download, a folder in the drive.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { FILE_FINDING_MESSAGES, type DriveFile } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, type FakeRoute } from '../members/testMembers.ts';
import { renderAt } from './teamTesting.tsx';
import { allTeams, cadet } from './testTeams.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const driveFile = (id: string, fileName: string, contentType: string): DriveFile => ({
  id,
  accountID: 'md001',
  fileName,
  contentType,
  parentID: 'root',
  owner: { type: 'CAPNHQMember', id: 510001 },
  uploader: { type: 'CAPNHQMember', id: 510001 },
  comments: '',
  permissions: [{ type: 'TEAM', teamID: 3, permission: 1 }],
  size: 10,
  created: 1_700_000_000_000,
  hasThumbnail: false,
});
const photo = driveFile('c0000000000000000000000000000001', 'launch.jpg', 'image/jpeg');
const folder = driveFile('c0000000000000000000000000000002', 'Launch photos', 'application/folder');

const withFiles =
  (files: Record<string, unknown>): FakeRoute =>
  (url) => {
    if (url in files) return { body: files[url] };
    if (url === '/api/team') return { body: allTeams };
    const found = allTeams.find((t) => url === `/api/team/${t.id}`);
    return found ? { body: found } : undefined;
  };

const section = async () => {
  const heading = await screen.findByRole('heading', { name: 'Files shared with the team' });
  return heading.closest('section')!;
};

describe('the team page lists the files shared with the team', () => {
  it('a file links to its download, a folder to the drive', async () => {
    fakeNetwork(
      { member: cadet },
      withFiles({ '/api/files/team/3': { files: [photo, folder], nextOffset: null } }),
    );
    renderAt('/team/3');
    const files = await section();
    const link = await within(files).findByRole('link', { name: 'launch.jpg' });
    expect(link.getAttribute('href')).toBe(`/api/files/${photo.id}/download`);
    expect(within(files).getByRole('link', { name: 'Launch photos' }).getAttribute('href')).toBe(
      `/drive/${folder.id}`,
    );
  });

  it('says so when nothing is shared with the team; Show more fetches the next page', async () => {
    fakeNetwork({ member: cadet }, withFiles({ '/api/files/team/3': { files: [], nextOffset: null } }));
    renderAt('/team/3');
    expect((await within(await section()).findByText(FILE_FINDING_MESSAGES.noTeamFiles)).textContent).toBe(
      FILE_FINDING_MESSAGES.noTeamFiles,
    );
    cleanup();

    fakeNetwork(
      { member: cadet },
      withFiles({
        '/api/files/team/3': { files: [photo], nextOffset: 1 },
        '/api/files/team/3?offset=1': { files: [folder], nextOffset: null },
      }),
    );
    renderAt('/team/3');
    fireEvent.click(await within(await section()).findByRole('button', { name: 'Show more' }));
    expect((await screen.findByRole('link', { name: 'Launch photos' })).tagName).toBe('A');
  });
});
