// @vitest-environment happy-dom
import type { AuditItem } from '@portal/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  drafter,
  fakeNetwork,
  JULY_4_10AM,
  plainMember,
  renderAt,
  testEvent,
  type FakeRoute,
} from '../testing/testEvents.tsx';
import { fieldLabel, valueText } from './auditText.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const event = testEvent();
const HOUR = 3_600_000;
const actor = { type: 'CAPNHQMember' as const, id: 510002 };
const items: AuditItem[] = [
  { type: 'Add', timestamp: JULY_4_10AM - 48 * HOUR, actor, actorName: 'Dana Drafter', objectData: event },
  {
    type: 'Modify',
    timestamp: JULY_4_10AM - 24 * HOUR,
    actor,
    actorName: 'Fran Full',
    changes: {
      name: { oldValue: 'Summer camp', newValue: 'Summer Bivouac' },
      meetDateTime: { oldValue: JULY_4_10AM - 24 * HOUR, newValue: JULY_4_10AM },
      transportationProvided: { oldValue: false, newValue: true },
    },
  },
  { type: 'Delete', timestamp: JULY_4_10AM, actor: null, actorName: 'Sue Super', objectData: event },
];

const audit =
  (answer: { status?: number; body: unknown }): FakeRoute =>
  (url) =>
    url === '/api/events/42/audit' ? answer : url === '/api/events/42' ? { body: event } : undefined;

describe('events §2 /auditviewer/{id} (audit log)', () => {
  it('§3 audit items: Add, Modify (per field old and new) and Delete, each with actor and time', async () => {
    fakeNetwork(drafter, audit({ body: items }));
    renderAt('/auditviewer/42-summer-bivouac');
    expect(await screen.findByRole('heading', { name: 'Audit log', level: 1 })).toBeDefined();
    await screen.findByText('Event created: Summer Bivouac');
    const log = document.querySelector<HTMLTableElement>('table.evt-audit-log')!;
    const body = [...log.querySelectorAll<HTMLTableRowElement>(':scope > tbody > tr')];
    const cells = (r: HTMLTableRowElement) => [...r.cells].slice(0, 3).map((c) => c.textContent);
    // rows in the order of the log: Add, Modify, Delete
    expect(body.map(cells)).toEqual([
      ['10:00 on 07/02/2026', 'Dana Drafter', 'Add'],
      ['10:00 on 07/03/2026', 'Fran Full', 'Modify'],
      ['10:00 on 07/04/2026', 'Sue Super', 'Delete'],
    ]);
    expect(screen.getByText('Event created: Summer Bivouac')).toBeDefined();
    expect(screen.getByText('Event deleted: Summer Bivouac')).toBeDefined();
    // the Modify item: one row per changed field, old and new value
    const changes = within(body[1]!).getByRole('table');
    const changeRows = within(changes)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [
        within(r).getByRole('rowheader').textContent,
        ...within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ]);
    expect(changeRows).toEqual([
      ['Event name', 'Summer camp', 'Summer Bivouac'],
      ['Meet time', '10:00 on 07/03/2026', '10:00 on 07/04/2026'],
      ['Transportation provided', 'No', 'Yes'],
    ]);
    expect(screen.getByRole('link', { name: 'Summer Bivouac' }).getAttribute('href')).toBe(
      '/eventviewer/42-summer-bivouac',
    );
  });

  it("managers only: a member gets the server's message ('You do not have permission to modify this event')", async () => {
    fakeNetwork(
      plainMember,
      audit({
        status: 403,
        body: { code: 'FORBIDDEN', message: 'You do not have permission to modify this event' },
      }),
    );
    renderAt('/auditviewer/42');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You do not have permission to modify this event',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("the id is the part before the first dash; a non-numeric one gives 'Could not find event specified' without a call", async () => {
    const net = fakeNetwork(drafter, audit({ body: items }));
    renderAt('/auditviewer/abc-42');
    expect((await screen.findByRole('alert')).textContent).toBe('Could not find event specified');
    expect(net.calls.some((c) => c.url.startsWith('/api/events'))).toBe(false);
  });

  it("signed out: 'Please sign in'; an event without items says so", async () => {
    fakeNetwork(null, audit({ body: items }));
    renderAt('/auditviewer/42');
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeDefined();
    cleanup();
    fakeNetwork(drafter, audit({ body: [] }));
    renderAt('/auditviewer/42');
    expect(await screen.findByText('No changes recorded')).toBeDefined();
  });

  it('values read as the form shows them: times, Yes/No, chosen checkbox labels, lists, empty', () => {
    expect(valueText('pickupDateTime', JULY_4_10AM)).toBe('10:00 on 07/04/2026');
    expect(valueText('status', 'INFORMATIONONLY')).toBe('Information Only');
    expect(valueText('acceptSignups', false)).toBe('No');
    expect(valueText('cuniform', event.cuniform)).toBe('Operational Camouflage Pattern (OCP)');
    expect(valueText('requiredEquipment', ['Canteen', 'Boots'])).toBe('Canteen, Boots');
    expect(valueText('subtitle', '')).toBe('(empty)');
    expect(valueText('registration', { deadline: 5, information: 'x' })).toBe(
      '{"deadline":5,"information":"x"}',
    );
    expect(fieldLabel('smuniform')).toBe('Senior member uniform');
    expect(fieldLabel('someNewField')).toBe('Some new field');
  });

  it("the log's times read 'HH:MM on MM/DD/YYYY' in the account's zone", () => {
    expect(valueText('meetDateTime', JULY_4_10AM, 'America/Los_Angeles')).toBe('07:00 on 07/04/2026');
    expect(valueText('meetDateTime', JULY_4_10AM, 'America/Chicago')).toBe('09:00 on 07/04/2026');
    // nothing rather than a time in the wrong zone while the account's zone loads
    expect(valueText('meetDateTime', JULY_4_10AM, null)).toBe('');
  });
});
