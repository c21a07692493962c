// @vitest-environment happy-dom
// /admin/cadetrecords ("a manager can also enter them"): who sees the editor
// (PromotionManagement FULL), picking a cadet, the record and the imported rows, adding an entry
// (the call's body) and deleting one; the server's words shown as they are.
import {
  cadetRecordFromCapwatch,
  defaultRegistry,
  emptyCadetRows,
  presetFor,
  type CadetRecordEditorResponse,
  type Member,
} from '@portal/contracts';
import { SessionProvider } from '@portal/kit';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, renderAt, testMember } from '../testing/testEvents.tsx';
import ReportsWidget from '../reports/ReportsWidget.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin: Member = {
  ...testMember(510001, 'Admin'),
  permissions: presetFor('Admin', 'CAPSQUADRON'),
} as Member;
const managerPreset: Member = {
  ...testMember(510002, 'Manager'),
  permissions: presetFor('Manager', 'CAPSQUADRON'),
} as Member;
const CADET_KEY = 'CAPNHQMember-510004';
const CADETS = {
  cadets: [
    { member: { type: 'CAPNHQMember', id: 510004 }, name: 'C/A1C Cadet, Casey', flight: 'Alpha' },
    { member: { type: 'CAPNHQMember', id: 510003 }, name: 'C/2dLt Staff, Sam', flight: null },
  ],
};
const imported = {
  ...emptyCadetRows(),
  CadetAchvAprs: [
    { CadetAchvID: '2', Status: 'APR', DateMod: '9/1/2026' },
    { CadetAchvID: '3', Status: 'INC', DateMod: '10/1/2026' },
  ],
  CadetAchv: [{ CadetAchvID: '3', LeadLabDateP: '10/2/2026', CadetOath: 'True' }],
  OFlight: [{ Syllabus: '1', FltDate: '8/1/2026' }],
};
function editorAnswer(withGes: boolean): CadetRecordEditorResponse {
  const activities = withGes
    ? [{ Type: 'GES', Name: 'General Emergency Services', Completed: '11/1/2026' }]
    : [];
  return {
    cadet: CADETS.cadets[0] as CadetRecordEditorResponse['cadet'],
    imported,
    entries: withGes
      ? [
          {
            id: 7,
            entry: { kind: 'ges', date: '2026-11-01' },
            enteredBy: { member: 'CAPNHQMember-510001', name: 'Capt Pat Admin' },
            enteredAt: Date.UTC(2026, 10, 2),
          },
        ]
      : [],
    record: cadetRecordFromCapwatch({ ...imported, CadetActivities: activities }),
  };
}

function serve(member: Member, state = { ges: true }) {
  return fakeNetwork(member, (url, init) => {
    const method = init.method ?? 'GET';
    if (url === '/api/member/cadetrecords') return { body: CADETS };
    if (url === `/api/member/cadetrecords/${CADET_KEY}` && method === 'GET')
      return { body: editorAnswer(state.ges) };
    if (url === `/api/member/cadetrecords/${CADET_KEY}/entries` && method === 'POST') {
      const { token: _token, ...body } = JSON.parse(init.body as string) as { date: string; token: string };
      if (body.date > '2026-12-31')
        return { status: 400, body: { code: 'VALIDATION', message: 'date must not be in the future' } };
      state.ges = true;
      return {
        status: 201,
        body: {
          id: 8,
          entry: body,
          enteredBy: { member: 'CAPNHQMember-510001', name: 'Capt Pat Admin' },
          enteredAt: 0,
        },
      };
    }
    if (url === `/api/member/cadetrecords/${CADET_KEY}/entries/7` && method === 'DELETE') {
      state.ges = false;
      return { status: 204 };
    }
    return undefined;
  });
}

const dataState = () => document.querySelector('[data-state]')?.getAttribute('data-state');

describe('/admin/cadetrecords', () => {
  it("PromotionManagement FULL only: the Manager preset gets 'You do not have permission to do that' and no call", async () => {
    const { calls } = serve(managerPreset);
    renderAt('/admin/cadetrecords');
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have permission to do that');
    expect(calls.some((c) => c.url.startsWith('/api/member/cadetrecords'))).toBe(false);
  });

  it('picks a cadet of the account; shows the record, what was entered and what was imported', async () => {
    serve(admin);
    renderAt('/admin/cadetrecords');
    const picker = (await screen.findByLabelText('Cadet')) as HTMLSelectElement;
    expect([...picker.options].map((o) => o.textContent)).toEqual([
      'Select a cadet',
      'C/A1C Cadet, Casey (Alpha)',
      'C/2dLt Staff, Sam',
    ]);
    fireEvent.change(picker, { target: { value: CADET_KEY } });
    const record = await screen.findByRole('region', { name: 'Record' });
    expect(dataState()).toBe('LOADED');
    expect(within(record).queryByText('Feik (3) — INC')).not.toBeNull();
    expect(within(record).queryByText('2026-11-01')).not.toBeNull(); // GES
    const entered = screen.getByRole('region', { name: 'Entered here' });
    expect(within(entered).queryByText('GES qualified')).not.toBeNull();
    expect(within(entered).queryByText('Capt Pat Admin on 2026-11-02')).not.toBeNull();
    const fromImport = screen.getByRole('region', { name: 'Imported from CAPWATCH' });
    expect(within(fromImport).queryByText('Arnold (2): APR 9/1/2026')).not.toBeNull();
    expect(within(fromImport).queryByText('Feik (3): Cadet oath, Leadership 10/2/2026')).not.toBeNull();
    expect(within(fromImport).queryByText('Syllabus 1: 8/1/2026')).not.toBeNull();
  });

  it('adds a cancelled orientation flight: the body of the call, then the record is loaded again', async () => {
    const { calls } = serve(admin);
    renderAt(`/admin/cadetrecords?member=${CADET_KEY}`);
    await screen.findByRole('region', { name: 'Record' });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'oflight' } });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('Syllabus'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('Outcome'), { target: { value: 'CANCELLED' } });
    const loads = () => calls.filter((c) => c.url === `/api/member/cadetrecords/${CADET_KEY}`).length;
    const before = loads();
    fireEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(loads()).toBe(before + 1));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe(`/api/member/cadetrecords/${CADET_KEY}/entries`);
    expect(post.body).toEqual({
      kind: 'oflight',
      syllabus: 6,
      date: '2026-11-20',
      outcome: 'CANCELLED',
      token: 'csrf',
    });
  });

  it("names a missing date before any call, and shows the server's 400 message as it is", async () => {
    const { calls } = serve(admin);
    renderAt(`/admin/cadetrecords?member=${CADET_KEY}`);
    await screen.findByRole('region', { name: 'Record' });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'ges' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect((await screen.findByRole('alert')).textContent).toBe('date must be a day written YYYY-MM-DD');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2099-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('date must not be in the future'));
  });

  it('deletes an entry and shows the record without it', async () => {
    const { calls } = serve(admin);
    renderAt(`/admin/cadetrecords?member=${CADET_KEY}`);
    await screen.findByText('GES qualified');
    fireEvent.click(screen.getByRole('button', { name: 'Delete GES qualified of 2026-11-01' }));
    await screen.findByText('No entries yet.');
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/entries/7'))).toBe(true);
  });
});

describe('the reports widget links to the editor for those who may enter records', () => {
  const renderWidget = () =>
    render(
      <SessionProvider>
        <MemoryRouter>
          <ReportsWidget />
        </MemoryRouter>
      </SessionProvider>,
    );
  const serveReports = (member: Member) =>
    fakeNetwork(member, (url) => {
      if (url === '/api/member/promotionrequirements/account') return { body: [] };
      if (url === '/api/registry') return { body: defaultRegistry('md001') };
      return undefined;
    });

  it.each([
    ['the Admin preset (PromotionManagement FULL)', admin, true],
    ['the Manager preset', managerPreset, false],
  ])('%s: link shown %s', async (_case, member, shown) => {
    serveReports(member);
    renderWidget();
    await screen.findByTestId('reports-widget');
    if (shown) {
      const link = await screen.findByRole('link', { name: 'Enter cadet records' });
      expect(link.getAttribute('href')).toBe('/admin/cadetrecords');
    } else {
      // the session is known (the Download button shows once the data loaded) and still no link
      await screen.findByRole('button', { name: 'Download XLSX' });
      expect(screen.queryByRole('link', { name: 'Enter cadet records' })).toBeNull();
    }
  });
});
