// @vitest-environment happy-dom
import { emptyImportCounts, presetFor, type ImportStatusResponse } from '@portal/contracts';
import { createApiClient, SessionProvider } from '@portal/kit';
import { testMember } from '@portal/kit/testing';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { MemberImportPage } from './MemberImportPage.tsx';
import { MemberImportView, type ImportCalls } from './MemberImportView.tsx';

afterEach(cleanup);

const counts = { ...emptyImportCounts(), members: 12, contacts: 41, dutyPositions: 8 };
const zip = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'capwatch.zip', { type: 'application/zip' });

function statuses(...list: ImportStatusResponse[]): ImportCalls & { uploaded: File[] } {
  const uploaded: File[] = [];
  let i = 0;
  return {
    uploaded,
    upload: async (file) => {
      uploaded.push(file);
      return 'capwatch-md001-abc';
    },
    status: async () => list[Math.min(i++, list.length - 1)]!,
  };
}

async function chooseAndUpload() {
  fireEvent.change(screen.getByLabelText('Member export (zip)'), { target: { files: [zip] } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
  });
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('/admin/memberimport: upload, progress bar, result in words (platform §8 import results)', () => {
  it('Upload is disabled until a zip is chosen', () => {
    render(<MemberImportView calls={statuses()} />);
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the progress bar with its percent while the job runs, then "Import complete" for None', async () => {
    const calls = statuses(
      { state: 'active', progress: 40, counts: emptyImportCounts() },
      { state: 'completed', progress: 100, result: 'None', counts },
    );
    render(<MemberImportView calls={calls} pollMs={30} />);
    await chooseAndUpload();
    expect(calls.uploaded).toEqual([zip]);
    const bar = screen.getByRole('progressbar', { name: 'Import progress' }) as HTMLProgressElement;
    expect(bar.value).toBe(40);
    expect(screen.getByText('40%').className).toBe('adm-import-percent');
    await wait(80);
    expect(screen.getByRole('status').textContent).toBe(
      'Import complete: 12 members, 41 contacts, 8 duty positions',
    );
    expect(screen.getByText('100%').className).toBe('adm-import-percent');
  });

  it('a BadData result names the file and line', async () => {
    const calls = statuses({
      state: 'completed',
      progress: 100,
      result: 'BadData',
      counts: emptyImportCounts(),
      message: "Member.txt line 6: CAPID '51X005' is not a member number",
    });
    render(<MemberImportView calls={calls} />);
    await chooseAndUpload();
    await wait(10);
    expect(screen.getByRole('status').textContent).toBe(
      "The file could not be read: Member.txt line 6: CAPID '51X005' is not a member number",
    );
  });

  it("a refused upload shows the server's message", async () => {
    const calls: ImportCalls = {
      upload: vi.fn().mockRejectedValue(new Error('The member export must be a zip file of at most 50 MB')),
      status: vi.fn(),
    };
    render(<MemberImportView calls={calls} />);
    await chooseAndUpload();
    expect(screen.getByRole('alert').textContent).toBe(
      'The member export must be a zip file of at most 50 MB',
    );
  });
});

describe('who sees the page', () => {
  function sessionFor(level: 'Admin' | 'Manager' | null) {
    const member =
      level === null
        ? null
        : testMember(510001, 'Alex', 'Administrator', {
            memberRank: 'Maj',
            permissions: presetFor(level, 'CAPSQUADRON'),
          });
    return createApiClient({
      fetch: async () =>
        new Response(
          JSON.stringify({ error: member ? 'NONE' : 'INVALID_SESSION_ID', member, superUser: false }),
          {
            headers: { 'content-type': 'application/json' },
          },
        ),
    });
  }

  async function renderPage(level: 'Admin' | 'Manager' | null) {
    render(
      <MemoryRouter>
        <SessionProvider client={sessionFor(level)}>
          <MemberImportPage />
        </SessionProvider>
      </MemoryRouter>,
    );
    await wait(10);
  }

  it("without DownloadCAPWATCH: 'You do not have permission to view this page'", async () => {
    await renderPage('Manager');
    expect(screen.getByRole('heading').textContent).toBe('You do not have permission to view this page');
  });

  it('with DownloadCAPWATCH YES (admin): the import form', async () => {
    await renderPage('Admin');
    expect(screen.getByRole('heading').textContent).toBe('Member import');
  });

  it("nobody signed in: 'Please sign in'", async () => {
    await renderPage(null);
    expect(screen.getByText('Please sign in').textContent).toBe('Please sign in');
  });
});
