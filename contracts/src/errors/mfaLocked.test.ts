import { describe, expect, it } from 'vitest';
import { mfaLockedError } from './mfaLocked.ts';

describe('mfaLockedError: says when to try again', () => {
  it.each([
    [1, 'try again in 1 minute.'],
    [60, 'try again in 1 minute.'],
    [61, 'try again in 2 minutes.'],
    [900, 'try again in 15 minutes.'],
    [7199, 'try again in 2 hours.'],
    [86_400, 'try again in 24 hours.'],
  ])('%i seconds: "%s"', (seconds, ending) => {
    const error = mfaLockedError(seconds);
    expect(error).toMatchObject({ status: 429, code: 'MFA_LOCKED' });
    expect(error.message.endsWith(ending)).toBe(true);
  });
});
