// Meeting night: sign-ins beyond what the hash gate holds are refused at once with 503
// SIGNIN_BUSY and Retry-After, before the rate limit counts them, so a busy night locks nobody out.
import { API_ERRORS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
// Hashes at OWASP's cost here (the run hashes at 2^12): the gate is about slow hashes, and a
// 0.4 s hash keeps the first sign-in in its slot while the second arrives.
const testCost = process.env.PASSWORD_HASH_LOG_N;
beforeAll(async () => {
  delete process.env.PASSWORD_HASH_LOG_N;
  t = await createTestApp();
});
afterAll(async () => {
  if (testCost !== undefined) process.env.PASSWORD_HASH_LOG_N = testCost;
  await t?.close();
});

describe('sign-in under a burst (svc-identity hash gate)', () => {
  it('one hash at a time and nobody waiting: a second simultaneous sign-in gets 503 SIGNIN_BUSY with Retry-After, the first signs in', async () => {
    const site = t.variant({ signinHashConcurrency: 1, signinQueueMax: 0 });
    const [first, second] = await Promise.all([
      site.browser().signin('cadet', TEST_PASSWORD),
      site.browser().signin('staff', TEST_PASSWORD),
    ]);
    const answers = [first, second].sort((a, b) => a.status - b.status);
    expect(answers[0]!.status).toBe(200);
    expect(answers[0]!.body.result).toBe('None');
    expect(answers[1]!.status).toBe(503);
    expect(answers[1]!.body).toEqual({ code: 'SIGNIN_BUSY', message: API_ERRORS.signinBusy.message });
    // when the line will have drained, in whole seconds (nothing is measured yet here: 1 s)
    expect(answers[1]!.headers['retry-after']).toBe('1');
    expect(String(answers[1]!.headers['set-cookie'] ?? '')).not.toMatch(/sessionid=/);
  });

  it('a refused busy sign-in is not counted by the per-member limit: with a limit of 1 the member still signs in afterwards', async () => {
    const site = t.variant({ signinHashConcurrency: 1, signinQueueMax: 0, signinFailuresPerUserAddress: 1 });
    const [a, b] = await Promise.all([
      site.browser().signin('manager', TEST_PASSWORD),
      site.browser().signin('admin', TEST_PASSWORD),
    ]);
    const busy = [a, b].find((r) => r.status === 503);
    expect(busy).toBeDefined();
    const busyUser = busy === a ? 'manager' : 'admin';
    const retry = await site.browser().signin(busyUser, TEST_PASSWORD);
    expect(retry.status).toBe(200);
    expect(retry.body.result).toBe('None');
  });

  it('with room in the line, simultaneous sign-ins all succeed one after another', async () => {
    const site = t.variant({ signinHashConcurrency: 1, signinQueueMax: 5 });
    const answers = await Promise.all(
      ['cadet', 'staff', 'senior'].map((user) => site.browser().signin(user, TEST_PASSWORD)),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
  });
});
