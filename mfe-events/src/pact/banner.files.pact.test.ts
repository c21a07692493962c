// Pact consumer: the home page's photo banner (home/PhotoBanner.tsx -> calendar/calendarCalls.ts
// loadBanner: GET /api/banner, platform §7 "GET /banner (slideshow image ids)"), a call to
// svc-files -> contracts/pacts/mfe-events-svc-files.json. Anonymous visitors see the home page, so
// both interactions are made without a session. Provider states: svc-files/src/pact/providerStates.ts
// (the fixture drive of md001: photo.png for members only; the banner state adds an image shared
// with everyone, id f…06).
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { FILES_IDS, FILES_STATES as STATES, pactOptions } from '@portal/contracts/testing';
import { PHOTO_BANNER_PATH } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { loadBanner } from '../calendar/calendarCalls.ts';
import { clientFor, json } from './eventsPact.ts';

const { regex } = MatchersV3;

const pact = new PactV3(pactOptions('mfe-events', 'svc-files'));

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
        body: { images: [regex('^[0-9a-f]{32}$', FILES_IDS.publicImage)] },
      });
    await pact.executeTest(async (mock) => {
      expect(await loadBanner(clientFor(mock.url, null))).toEqual([FILES_IDS.publicImage]);
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
