// @vitest-environment happy-dom
// Dashboard widget 5's "Drive information" part (§2 "Drive information with file count"), inside
// the national-member widget: the count from GET /api/files/info, singular/plural, a link to /drive,
// and only a muted note when the count cannot be loaded.
import { cleanup, render, screen } from '@testing-library/react';
import { SessionProvider } from '@portal/kit';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AbsentWidget } from './AbsentWidget.tsx';
import { driveFileCount } from './driveInfoCalls.ts';
import { fakeNetwork, testMember, type FakeRoute } from './testMembers.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWidget(route: FakeRoute) {
  const net = fakeNetwork({ member: testMember(510004, 'Casey', 'Cadet') }, route);
  render(
    <MemoryRouter>
      <SessionProvider>
        <AbsentWidget />
      </SessionProvider>
    </MemoryRouter>,
  );
  return net;
}

const info = (files: number) => (url: string) =>
  url === '/api/files/info' ? { body: { files, folders: 2, bytes: 1234 } } : undefined;

describe('Drive information (§2 widget 5: drive information with file count)', () => {
  it('words the count in singular and plural', () => {
    expect(driveFileCount(0)).toBe('0 files in the unit drive');
    expect(driveFileCount(1)).toBe('1 file in the unit drive');
    expect(driveFileCount(12)).toBe('12 files in the unit drive');
  });

  it('shows the file count of the unit drive as a link to /drive, below the Absent? form', async () => {
    const net = renderWidget(info(12));
    const link = await screen.findByRole('link', { name: '12 files in the unit drive' });
    expect(link.getAttribute('href')).toBe('/drive');
    expect(screen.getByRole('heading', { name: 'Drive information' }).textContent).toBe('Drive information');
    expect(screen.getByRole('heading', { name: 'Absent?' }).textContent).toBe('Absent?');
    expect(net.calls.filter((call) => call.url === '/api/files/info')).toHaveLength(1);
  });

  it('says "1 file" for a drive with one file', async () => {
    renderWidget(info(1));
    expect((await screen.findByRole('link', { name: '1 file in the unit drive' })).getAttribute('href')).toBe(
      '/drive',
    );
  });

  it('on an error shows only a short muted note, no error and no link', async () => {
    renderWidget((url) =>
      url === '/api/files/info'
        ? { status: 500, body: { code: 'INTERNAL', message: 'Something broke' } }
        : undefined,
    );
    const note = await screen.findByText('Drive information is not available.');
    expect(note.className).toBe('mem-note');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Something broke')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
