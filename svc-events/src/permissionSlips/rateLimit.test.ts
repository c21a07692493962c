// Service test of "rate limits on the signing page": the public signing calls count
// per client address in Redis; past the limit they answer 429 with the designed words, while
// another address is still served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_SLIP_MESSAGES } from '@portal/contracts';
import { createSlipHarness, type SlipHarness } from './testing.ts';

let h: SlipHarness;
beforeAll(async () => {
  h = await createSlipHarness([], { limit: 3 });
});
afterAll(async () => h?.close());

describe('rate limits on the signing page', () => {
  it('answers 429 past the limit per address, and serves another address', async () => {
    const url = `/api/permissionslips/sign/${'B'.repeat(43)}`;
    for (let i = 0; i < 3; i += 1) await h.publicCall('get', url, '192.0.2.10').expect(404);
    const limited = await h.publicCall('get', url, '192.0.2.10').expect(429);
    expect(limited.body.message).toBe(PERMISSION_SLIP_MESSAGES.rateLimited);
    await h.publicCall('post', url, '192.0.2.10').send({}).expect(429);
    await h.publicCall('get', url, '192.0.2.11').expect(404);
  });
});
