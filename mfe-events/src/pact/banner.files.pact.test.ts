// Pact consumer: the home page's photo banner (home/PhotoBanner.tsx -> calendar/calendarCalls.ts
// loadBanner: GET /api/banner, platform §7 "GET /banner (slideshow image ids)"), a call to
// svc-files -> contracts/pacts/mfe-events-svc-files.json. Anonymous visitors see the home page, so
// both interactions are made without a session. Provider states: svc-files/src/pact/providerStates.ts
// (the fixture drive of md001: photo.png for members only; the banner state adds an image shared
// with everyone, id f…06).
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { PHOTO_BANNER_PATH } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { loadBanner } from '../calendar/calendarCalls.ts';
import { clientFor, json } from './eventsPact.ts';
import { pactDir } from './pactFile.ts';

const { regex } = MatchersV3;

/** Names agreed with the provider (svc-files/src/pact/providerStates.ts). */
const STATES = {
  noSession: 'no session',
  /** (with 'no session') md001's drive also holds an image shared with everyone; returns { imageID } */
  publicPhoto: 'banner: a photo shared with everyone',
} as const;

const PUBLIC_IMAGE = 'f0000000000000000000000000000006';
const pact = new PactV3({ consumer: 'mfe-events', provider: 'svc-files', dir: pactDir, logLevel: 'warn' });

describe('mfe-events home page photo banner -> svc-files', () => {
  it('GET /api/banner (loadBanner): only the image shared with everyone, never the members-only photo', async () => {
    pact
      .given(STATES.noSession)
      .given(STATES.publicPhoto)
      .uponReceiving('the photo banner requested by an anonymous visitor')
      .withRequest({ method: 'GET', path: PHOTO_BANNER_PATH })
      // exactly one id: the fixture's members-only photo.png must not be in a page anyone sees
      .willRespondWith({
        status: 200,
        headers: json,
        body: { images: [regex('^[0-9a-f]{32}$', PUBLIC_IMAGE)] },
      });
    await pact.executeTest(async (mock) => {
      expect(await loadBanner(clientFor(mock.url, null))).toEqual([PUBLIC_IMAGE]);
    });
  });

  it('GET /api/banner with no public image: an empty list (the banner is not shown)', async () => {
    pact
      .given(STATES.noSession)
      .uponReceiving('the photo banner requested when no image is shared with everyone')
      .withRequest({ method: 'GET', path: PHOTO_BANNER_PATH })
      .willRespondWith({ status: 200, headers: json, body: { images: [] } });
    await pact.executeTest(async (mock) => {
      expect(await loadBanner(clientFor(mock.url, null))).toEqual([]);
    });
  });
});
