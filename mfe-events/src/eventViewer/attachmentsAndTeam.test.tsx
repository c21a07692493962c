// @vitest-environment happy-dom
// The viewer's attachments (events §3 fileIDs, honouring the drive's sharing bits, platform §6) and
// team information (§3 teamID, §7 "Team for an event", §8 'Could not load team membership
// information'). The fake drive answers as svc-files does: a file the viewer may not read is 403
// (signed in) or 401 (anonymous), a missing one 404.
import type { DriveFile, Team } from '@portal/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeNetwork,
  plainMember,
  renderAt,
  testEvent,
  viewerData,
  type FakeRoute,
} from '../testing/testEvents.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PUBLIC_ID = 'a'.repeat(32);
const MEMBERS_ID = 'b'.repeat(32);
const PRIVATE_ID = 'c'.repeat(32);
const GONE_ID = 'd'.repeat(32);

const driveFile = (id: string, fileName: string, permissions: DriveFile['permissions']): DriveFile => ({
  id,
  accountID: 'md001',
  fileName,
  contentType: 'application/pdf',
  parentID: 'events',
  owner: { type: 'CAPNHQMember', id: 510001 },
  uploader: { type: 'CAPNHQMember', id: 510001 },
  comments: '',
  permissions,
  size: 1200,
  created: 0,
  hasThumbnail: false,
});

const FILES: Record<string, DriveFile> = {
  [PUBLIC_ID]: driveFile(PUBLIC_ID, 'Packing list.pdf', [{ type: 'OTHER', permission: 1 }]),
  [MEMBERS_ID]: driveFile(MEMBERS_ID, 'Parent letter.pdf', [{ type: 'SIGNEDIN', permission: 1 }]),
  [PRIVATE_ID]: driveFile(PRIVATE_ID, 'Staff budget.xlsx', []),
};

/** The drive of the test: who may read what by the sharing bits (owner 510001, not the viewers). */
const drive =
  (signedIn: boolean): FakeRoute =>
  (url) => {
    const id = /^\/api\/files\/([0-9a-f]{32})$/.exec(url)?.[1];
    if (!id) return undefined;
    const file = FILES[id];
    if (!file)
      return { status: 404, body: { code: 'NOT_FOUND', message: 'The requested item cannot be found' } };
    const readable = file.permissions.some((p) => p.type === 'OTHER' || (signedIn && p.type === 'SIGNEDIN'));
    if (readable) return { body: file };
    return signedIn
      ? { status: 403, body: { code: 'FORBIDDEN', message: 'You do not have permission to do that' } }
      : { status: 401, body: { code: 'SIGNIN_REQUIRED', message: 'Please sign in' } };
  };

const TEAM: Team = {
  id: 7,
  accountID: 'md001',
  name: 'Color Guard',
  description: 'Presents the colors.',
  visibility: 'PUBLIC',
  cadetLeader: { reference: { type: 'CAPNHQMember', id: 510010 }, name: 'C/SSgt Casey Leader', email: null },
  seniorMentor: null,
  seniorCoach: { reference: { type: 'CAPNHQMember', id: 510011 }, name: 'Capt Sam Coach', email: null },
  members: [
    { reference: { type: 'CAPNHQMember', id: 510012 }, job: 'Flag bearer', name: 'C/Amn Flynn Flag' },
  ],
  memberCount: 1,
};

const withFiles = testEvent({ fileIDs: [PUBLIC_ID, MEMBERS_ID, PRIVATE_ID, GONE_ID] });

const viewerWith =
  (event = withFiles, ...more: FakeRoute[]): FakeRoute =>
  (url, init) => {
    if (url === `/api/events/${event.id}/viewer`) return { body: viewerData(event) };
    for (const route of more) {
      const answer = route(url, init);
      if (answer) return answer;
    }
    return undefined;
  };

const attachments = async () =>
  within(await screen.findByRole('region', { name: 'Attachments' }))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe("events §3 fileIDs: attachments listed in the viewer with download links, honouring each file's sharing bits (platform §6)", () => {
  it('a member sees the files shared with them and everyone, each linked to GET /api/files/{id}/download; not a private or missing one', async () => {
    fakeNetwork(plainMember, viewerWith(withFiles, drive(true)));
    renderAt('/eventviewer/42');
    expect(await attachments()).toEqual([
      ['Packing list.pdf', `/api/files/${PUBLIC_ID}/download`],
      ['Parent letter.pdf', `/api/files/${MEMBERS_ID}/download`],
    ]);
    expect(screen.queryByText('Staff budget.xlsx')).toBeNull();
    // a refusal or a missing file is not an error to show
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it('an anonymous reader sees only the publicly shared file', async () => {
    fakeNetwork(null, viewerWith(withFiles, drive(false)));
    renderAt('/eventviewer/42');
    expect(await attachments()).toEqual([['Packing list.pdf', `/api/files/${PUBLIC_ID}/download`]]);
    expect(screen.queryByText('Parent letter.pdf')).toBeNull();
  });

  it('no attachments section when the event has no files or the viewer may read none; a failed load is counted', async () => {
    const net = fakeNetwork(plainMember, viewerWith(testEvent({ fileIDs: [PRIVATE_ID] }), drive(true)));
    renderAt('/eventviewer/42');
    await screen.findByRole('heading', { name: 'Summer Bivouac', level: 1 });
    await vi.waitFor(() => expect(net.calls.some((c) => c.url === `/api/files/${PRIVATE_ID}`)).toBe(true));
    expect(screen.queryByRole('region', { name: 'Attachments' })).toBeNull();
    cleanup();
    fakeNetwork(
      plainMember,
      viewerWith(
        testEvent({ fileIDs: [PUBLIC_ID, MEMBERS_ID] }),
        (url) =>
          url === `/api/files/${MEMBERS_ID}` ? { status: 500, body: { message: 'broken' } } : undefined,
        drive(true),
      ),
    );
    renderAt('/eventviewer/42');
    expect(await attachments()).toEqual([['Packing list.pdf', `/api/files/${PUBLIC_ID}/download`]]);
    expect(screen.getByText('1 attachment could not be loaded')).toBeDefined();
  });
});

describe('events §3 teamID in the viewer: the team with a link to /team/{id}', () => {
  const teamEvent = testEvent({ teamID: 7 });

  it('shows the team name linking to /team/7, its leaders and members', async () => {
    fakeNetwork(
      plainMember,
      viewerWith(teamEvent, (url) => (url === '/api/team/7' ? { body: TEAM } : undefined)),
    );
    renderAt('/eventviewer/42');
    const section = await screen.findByRole('region', { name: 'Team information' });
    const link = await within(section).findByRole('link', { name: 'Color Guard' });
    expect(link.getAttribute('href')).toBe('/team/7');
    expect(within(section).getByText('Cadet leader: C/SSgt Casey Leader')).toBeDefined();
    expect(within(section).getByText('Senior coach: Capt Sam Coach')).toBeDefined();
    expect(within(section).getByText('C/Amn Flynn Flag')).toBeDefined();
  });

  it("§8 'Could not load team membership information' when the team load fails", async () => {
    fakeNetwork(
      plainMember,
      viewerWith(teamEvent, (url) =>
        url === '/api/team/7'
          ? { status: 500, body: { code: 'SERVER', message: 'Server error' } }
          : undefined,
      ),
    );
    renderAt('/eventviewer/42');
    const section = await screen.findByRole('region', { name: 'Team information' });
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'Could not load team membership information',
    );
  });

  it('no team section for an event without a team', async () => {
    fakeNetwork(plainMember, viewerWith(testEvent({ teamID: null })));
    renderAt('/eventviewer/42');
    await screen.findByRole('heading', { name: 'Summer Bivouac', level: 1 });
    expect(screen.queryByRole('region', { name: 'Team information' })).toBeNull();
  });
});
