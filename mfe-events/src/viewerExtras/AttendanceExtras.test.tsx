// @vitest-environment happy-dom
import { apiClient } from '@portal/kit';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, testEvent, viewerData } from '../testing/testEvents.tsx';
import { AttendanceExtras } from './AttendanceExtras.tsx';
import { attendee } from './testAttendees.ts';

const download = vi.hoisted(() => vi.fn(async () => 'Attendance md001-42 2026-07-04 1000.xlsx'));
vi.mock('./sheetWorkbook.ts', () => ({ downloadAttendanceSheet: download }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  download.mockClear();
});

const contacts = [
  { member: { type: 'CAPNHQMember', id: 546319 }, name: 'A', emails: ['a@x.org'], phones: [] },
  { member: { type: 'CAPNHQMember', id: 546320 }, name: 'B', emails: ['noshow@x.org'], phones: [] },
  { member: { type: 'CAPNHQMember', id: 546322 }, name: 'C', emails: ['A@x.org'], phones: [] },
];
const data = viewerData(testEvent(), {
  attendees: [attendee(546319), attendee(546320, 'NOSHOW'), attendee(546322), attendee(546323)],
});
const route = (url: string) =>
  url === '/api/events/42/attendance/contacts' ? { body: contacts } : undefined;

describe("§2 \"Dialogs 'Show emails' and 'Show CAP IDs' list only committed attendees\"", () => {
  it("'Show emails': committed attendees' emails, de-duplicated, joined with '; ', and the missing-email warning", async () => {
    fakeNetwork(null, route);
    render(<AttendanceExtras data={data} client={apiClient} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show emails' }));
    const box = (await screen.findByRole('textbox', { name: 'Emails' })) as HTMLTextAreaElement;
    expect(box.value).toBe('a@x.org');
    // 546323 is committed and has no email stored
    expect(screen.getByText('Warning: Some selected members do not have an email stored')).toBeDefined();
  });

  it("'Show CAP IDs': committed attendees' numbers only, without a server call", async () => {
    const net = fakeNetwork(null, route);
    render(<AttendanceExtras data={data} client={apiClient} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show CAP IDs' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('textbox') as HTMLTextAreaElement).value).toBe('546319, 546322, 546323');
    expect(net.calls.some((c) => c.url.includes('/contacts'))).toBe(false);
  });

  it("the contacts call's failure shows the server's message in the dialog", async () => {
    fakeNetwork(null, () => ({
      status: 403,
      body: { code: 'FORBIDDEN', message: 'You do not have permission to do that' },
    }));
    render(<AttendanceExtras data={data} client={apiClient} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show emails' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have permission to do that');
  });
});

describe('§2 "Spreadsheet download appears when there are attendance records"', () => {
  it('no download button without records', () => {
    fakeNetwork(null, route);
    render(<AttendanceExtras data={viewerData(testEvent())} client={apiClient} />);
    expect(screen.queryByRole('button', { name: 'Download attendance spreadsheet' })).toBeNull();
  });

  it('downloads the §9 rows (every record, emails from the contacts call) under the §9 name', async () => {
    fakeNetwork(null, route);
    render(<AttendanceExtras data={data} client={apiClient} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download attendance spreadsheet' }));
    expect(await screen.findByText('Saved Attendance md001-42 2026-07-04 1000.xlsx')).toBeDefined();
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    const [event, header, rows] = download.mock.calls[0] as unknown as [
      { id: number },
      string[],
      (string | number)[][],
    ];
    expect(event.id).toBe(42);
    expect(header[0]).toBe('Timestamp');
    expect(rows.map((r) => r[1])).toEqual([546319, 546320, 546322, 546323]);
    expect(rows[1]![header.indexOf('Email(s)')]).toBe('noshow@x.org');
  });
});
