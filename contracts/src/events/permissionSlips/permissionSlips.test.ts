import { describe, expect, it } from 'vitest';
import { newEventContent } from '../entities.ts';
import {
  canonicalSlipText,
  changedSlipFields,
  requiresPermissionSlip,
  signSlipRequest,
  slipFieldsOf,
  PERMISSION_SLIP_MESSAGES,
  SLIP_TOKEN_PATTERN,
} from './index.ts';

const event = () => ({ ...newEventContent(1_800_000_000_000), name: 'Field trip', meetLocation: 'HQ' });

describe('online 60-80: slip fields and the re-signing rule', () => {
  it.each([
    ['meetDateTime', { meetDateTime: 1_800_000_100_000 }, ['meetDateTime']],
    ['pickupLocation', { pickupLocation: 'Gate 2' }, ['pickupLocation']],
    ['transportation', { transportationProvided: true }, ['transportation']],
    ['cost', { participationFee: { feeAmount: 20, feeDue: 1_800_000_000_000 } }, ['cost']],
    ['activity (the name)', { name: 'Other trip' }, ['activity']],
    ['a comment only', { comments: 'bring snacks' }, []],
    ['the status only', { status: 'CONFIRMED' as const }, []],
    ['desired participants only', { desiredNumberOfParticipants: 20 }, []],
  ])('a change to %s changes %j slip fields', (_what, change, expected) => {
    const before = slipFieldsOf(event());
    const after = slipFieldsOf({ ...event(), ...change });
    expect(changedSlipFields(before, after)).toEqual(expected);
  });

  it('a value read back with its keys in another order is no change', () => {
    const signed = slipFieldsOf({ ...event(), participationFee: { feeAmount: 5, feeDue: 1 } });
    const reordered = { ...signed, cost: { feeDue: 1, feeAmount: 5 } };
    expect(changedSlipFields(reordered, signed)).toEqual([]);
  });

  it('the canonical text is the same for equal fields and differs on a change', () => {
    expect(canonicalSlipText(slipFieldsOf(event()))).toBe(canonicalSlipText(slipFieldsOf(event())));
    expect(canonicalSlipText(slipFieldsOf({ ...event(), location: 'X' }))).not.toBe(
      canonicalSlipText(slipFieldsOf(event())),
    );
  });
});

describe('online 60-80: the sign request', () => {
  const body = {
    decision: 'SIGN',
    guardianName: 'Pat Doe',
    relationship: 'Mother',
    phoneDuringActivity: '5551234567',
    alternatePhone: '',
    signature: 'Pat Doe',
    consent: true,
  };
  it.each([
    ['a full signature', body, null],
    ['no consent', { ...body, consent: false }, PERMISSION_SLIP_MESSAGES.consentRequired],
    ['a blank name', { ...body, guardianName: ' ' }, PERMISSION_SLIP_MESSAGES.guardianNameRequired],
    ['no phone', { ...body, phoneDuringActivity: '' }, PERMISSION_SLIP_MESSAGES.phoneRequired],
    ['no signature', { ...body, signature: '' }, PERMISSION_SLIP_MESSAGES.signatureRequired],
    [
      'a decline without consent or phone',
      { ...body, decision: 'DECLINE', consent: false, phoneDuringActivity: '' },
      null,
    ],
  ])('%s', (_what, input, message) => {
    const parsed = signSlipRequest.safeParse(input);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });
});

describe('online 60-80: which events and tokens', () => {
  it('the 60-80 among the required forms asks for slips; other forms do not', () => {
    const labels = ['CAP Identification Card', 'CAPF 60-80 Civil Air Patrol Cadet Activity Permission Slip'];
    expect(requiresPermissionSlip({ labels, values: [false, true] })).toBe(true);
    expect(requiresPermissionSlip({ labels, values: [true, false] })).toBe(false);
  });
  it('a token is 43 base64url characters', () => {
    expect(SLIP_TOKEN_PATTERN.test('a'.repeat(43))).toBe(true);
    expect(SLIP_TOKEN_PATTERN.test('a'.repeat(42))).toBe(false);
    expect(SLIP_TOKEN_PATTERN.test('../'.padEnd(43, 'a'))).toBe(false);
  });
});
