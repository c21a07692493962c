import { describe, expect, it } from 'vitest';
import { parseBody } from '../validation/parseBody.ts';
import { memberFlightBulkRequest, memberFlightRequest } from './calls.ts';

const ref = (id: number) => ({ type: 'CAPNHQMember' as const, id });

describe('POST /member/flight and /member/flight/bulk bodies (platform §7: reference plus newFlight or null)', () => {
  it('newFlight is a name or null (Unassigned); the member a member reference', () => {
    expect(parseBody(memberFlightRequest, { member: ref(510004), newFlight: 'Bravo' }).ok).toBe(true);
    expect(parseBody(memberFlightRequest, { member: ref(510004), newFlight: null }).ok).toBe(true);
    const missing = parseBody(memberFlightRequest, { member: ref(510004) });
    expect(!missing.ok && missing.error.message).toBe('newFlight is required');
    const badRef = parseBody(memberFlightRequest, { member: { type: 'Nobody', id: 1 }, newFlight: null });
    expect(badRef.ok).toBe(false);
  });

  it('a blank flight name is refused (null means Unassigned)', () => {
    const r = parseBody(memberFlightRequest, { member: ref(510004), newFlight: '  ' });
    expect(!r.ok && r.error.message).toBe('newFlight cannot be empty (use null for Unassigned)');
  });

  it('a bulk list naming one member twice is refused', () => {
    const r = parseBody(memberFlightBulkRequest, {
      members: [
        { member: ref(510004), newFlight: 'Bravo' },
        { member: ref(510004), newFlight: 'Charlie' },
      ],
    });
    expect(!r.ok && r.error.message).toBe('CAPNHQMember-510004 appears more than once in the list');
  });
});
