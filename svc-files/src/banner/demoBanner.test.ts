// The demo drive (src/seed/demoSeed.ts) gives the home page's photo banner something to show:
// GET /api/banner on md001 answers its public banner images to anonymous visitors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoBannerResponse } from '@portal/contracts';
import { createDriveHarness, type DriveHarness } from '../drive/testing.ts';
import { demoID, seedDemoDrive } from '../seed/demoSeed.ts';

let h: DriveHarness;

beforeAll(async () => {
  h = await createDriveHarness();
  await seedDemoDrive(h.db, h.storage);
});

afterAll(async () => {
  await h.close();
});

describe('GET /api/banner on the demo drive', () => {
  it("lists md001's public banner images, and only images", async () => {
    const res = await h.call('get', '/api/banner', 'anonymous');
    expect(res.status).toBe(200);
    const { images } = photoBannerResponse.parse(res.body);
    expect([...images].sort()).toEqual(
      ['Banner - Flight line.png', 'Banner - Color guard.png', 'Banner - Rocketry launch.png']
        .map(demoID)
        .sort(),
    );
  });
});
