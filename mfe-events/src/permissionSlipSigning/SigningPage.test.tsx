// @vitest-environment happy-dom
// The public signing page of the online CAPF 60-80: the slip's content, what
// changed, the guardian's answer checked before it is sent, and a plain page for a link that
// cannot be used.
import {
  PERMISSION_SLIP_MESSAGES,
  SLIP_TOKEN_REFUSALS,
  slipFieldsOf,
  type SlipForSigning,
} from '@portal/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, renderAt, testEvent, type FakeRoute } from '../testing/testEvents.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'a'.repeat(21) + '_' + 'B'.repeat(20) + '-';
const PAGE = `/permissionslips/sign/${TOKEN}`;
const API = `/api/permissionslips/sign/${TOKEN}`;

function slip(fields: Partial<SlipForSigning> = {}): SlipForSigning {
  const event = testEvent({
    requiredEquipment: ['Canteen'],
    participationFee: { feeAmount: 25, feeDue: Date.UTC(2026, 6, 1, 16, 0) },
    transportationProvided: true,
    transportationDescription: 'Squadron van',
  });
  return {
    eventName: event.name,
    cadetName: 'C/Amn Casey Cadet',
    fields: slipFieldsOf(event),
    changed: [],
    timeZone: 'America/New_York',
    ...fields,
  };
}

const serving =
  (answer: SlipForSigning | { status: number; body: unknown }, post?: FakeRoute): FakeRoute =>
  (url, init) => {
    if (url !== API) return undefined;
    if ((init.method ?? 'GET') === 'POST') return post?.(url, init);
    return 'status' in answer ? answer : { body: answer };
  };

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the guardian signs the CAPF 60-80 without an account', () => {
  it('shows the slip fields of the PDF in the unit zone, signed out, and is not indexed', async () => {
    fakeNetwork(null, serving(slip()));
    renderAt(PAGE);
    await screen.findByRole('heading', { name: 'Cadet activity permission slip (CAPF 60-80)' });
    expect(screen.getByText('C/Amn Casey Cadet')).toBeDefined();
    expect(screen.getByText('Summer Bivouac — Two days in the woods')).toBeDefined();
    expect(screen.getByText('10:00 on 07/04/2026 at Squadron HQ')).toBeDefined();
    expect(screen.getByText('12:30 on 07/04/2026 at Squadron HQ')).toBeDefined();
    expect(screen.getByText('Provided: Squadron van')).toBeDefined();
    expect(screen.getByText('$25.00, due 12:00 on 07/01/2026')).toBeDefined();
    expect(screen.getByText('Canteen')).toBeDefined();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, nofollow',
    );
    expect(document.head.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('Sign: every missing field says so and nothing is sent; a full answer posts it and thanks', async () => {
    const posted: unknown[] = [];
    const net = fakeNetwork(
      null,
      serving(slip(), (_url, init) => {
        posted.push(JSON.parse(String(init.body)));
        return { body: { state: 'SIGNED' } };
      }),
    );
    renderAt(PAGE);
    await screen.findByLabelText('Your full name');
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    for (const message of [
      PERMISSION_SLIP_MESSAGES.guardianNameRequired,
      PERMISSION_SLIP_MESSAGES.relationshipRequired,
      PERMISSION_SLIP_MESSAGES.phoneRequired,
      PERMISSION_SLIP_MESSAGES.signatureRequired,
      PERMISSION_SLIP_MESSAGES.consentRequired,
    ])
      expect(screen.getByText(message)).toBeDefined();
    expect(net.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fill('Your full name', 'Jordan Cadet');
    fill('Relationship to the cadet', 'Mother');
    fill('Phone during the activity', '410-555-0100');
    fill('Signature', 'Jordan Cadet');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText(PERMISSION_SLIP_MESSAGES.signed)).toBeDefined();
    expect(posted).toEqual([
      {
        decision: 'SIGN',
        guardianName: 'Jordan Cadet',
        relationship: 'Mother',
        phoneDuringActivity: '410-555-0100',
        alternatePhone: '',
        signature: 'Jordan Cadet',
        consent: true,
        token: 'csrf',
      },
    ]);
  });

  it('Decline needs no phone nor consent, and says the unit has been told', async () => {
    fakeNetwork(
      null,
      serving(slip(), () => ({ body: { state: 'DECLINED' } })),
    );
    renderAt(PAGE);
    await screen.findByLabelText('Your full name');
    fill('Your full name', 'Jordan Cadet');
    fill('Relationship to the cadet', 'Father');
    fill('Signature', 'Jordan Cadet');
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(PERMISSION_SLIP_MESSAGES.declined)).toBeDefined();
  });
});

describe('a re-signing link shows what changed', () => {
  it('names the changed fields and marks their rows', async () => {
    fakeNetwork(null, serving(slip({ changed: ['meetDateTime', 'cost'] })));
    renderAt(PAGE);
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('Meet time, Cost');
    expect(screen.getAllByText('(changed)')).toHaveLength(2);
  });
});

describe('a used, revoked, expired or unknown link gets a clear page', () => {
  it.each([
    ['used', 'This permission slip has been answered'],
    ['revoked', 'This link has been withdrawn'],
    ['expired', 'This link has expired'],
    ['unknown', 'This link is not valid'],
  ] as const)("%s: the server's message under its own heading, no form", async (refusal, title) => {
    const { status, message } = SLIP_TOKEN_REFUSALS[refusal];
    fakeNetwork(null, serving({ status, body: { code: 'SLIP_TOKEN', message } }));
    renderAt(PAGE);
    expect(await screen.findByRole('heading', { name: title })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
  });

  it('a malformed token is refused without asking the server', async () => {
    const net = fakeNetwork(null, () => undefined);
    renderAt('/permissionslips/sign/not-a-token');
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeDefined();
    await waitFor(() => expect(net.calls.some((c) => c.url.includes('/permissionslips/'))).toBe(false));
  });

  it('a link withdrawn while the form was open: the answer shows the plain page', async () => {
    const { status, message } = SLIP_TOKEN_REFUSALS.revoked;
    fakeNetwork(
      null,
      serving(slip(), () => ({ status, body: { code: 'SLIP_TOKEN', message } })),
    );
    renderAt(PAGE);
    await screen.findByLabelText('Your full name');
    fill('Your full name', 'Jordan Cadet');
    fill('Relationship to the cadet', 'Father');
    fill('Signature', 'Jordan Cadet');
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('heading', { name: 'This link has been withdrawn' })).toBeDefined();
  });
});
