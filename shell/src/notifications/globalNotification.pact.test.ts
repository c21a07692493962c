// Pact consumer: shell (the global notification banner) -> svc-identity, on the gateway's paths.
// Provider states (svc-identity/src/pact/notificationStates.ts):
//   'a global notification is shown'   returns { notificationID }
//   'no global notification is shown'
// Anonymous visitors see the banner too, so the interactions carry no session cookie.
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { pactOptions } from '@portal/contracts/testing';
import { Notification } from '@portal/contracts';
import { createApiClient } from '@portal/kit';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadGlobalNotification } from './globalNotificationCalls.ts';

process.env.PACT_DO_NOT_TRACK = 'true';
const { like, integer, regex, fromProviderState, boolean } = MatchersV3;
const json = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };

const provider = new PactV3(pactOptions('shell', 'svc-identity'));

const example = {
  id: 12,
  accountID: 'md001',
  cause: {
    type: 'Member' as const,
    from: { type: 'CAPNHQMember' as const, id: 510001 },
    fromName: 'Maj Alex F Administrator',
  },
  target: { type: 'Everyone' as const, expires: 1_900_000_000_000 },
  extraData: { type: 'Message' as const, message: 'Open house Saturday from 10:00 in the hangar.' },
  created: 1_800_000_000_000,
  read: false,
};

beforeAll(() => {
  // the example is a valid contracts Notification, so the banner's parsing runs on it below
  expect(Notification.safeParse(example).success).toBe(true);
});

describe('shell -> svc-identity: the global notification banner', () => {
  it('GET /api/notifications/global answers the notification shown now (anyone, no session)', async () => {
    provider
      .given('a global notification is shown')
      .uponReceiving('a request for the global notification by a visitor')
      .withRequest({ method: 'GET', path: '/api/notifications/global' })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          id: fromProviderState('${notificationID}', example.id),
          accountID: like(example.accountID),
          cause: {
            type: 'Member',
            from: { type: 'CAPNHQMember', id: integer(example.cause.from.id) },
            fromName: like(example.cause.fromName),
          },
          target: { type: 'Everyone', expires: integer(example.target.expires) },
          extraData: { type: 'Message', message: like(example.extraData.message) },
          created: integer(example.created),
          read: boolean(false),
        },
      });
    await provider.executeTest(async (mock) => {
      const found = await loadGlobalNotification(createApiClient({ baseUrl: mock.url }));
      expect(found?.extraData.message).toBe(example.extraData.message);
      expect(found?.id).toBe(example.id);
    });
  });

  it('GET /api/notifications/global answers 204 when none is shown', async () => {
    provider
      .given('no global notification is shown')
      .uponReceiving('a request for the global notification when there is none')
      .withRequest({ method: 'GET', path: '/api/notifications/global' })
      .willRespondWith({ status: 204 });
    await provider.executeTest(async (mock) => {
      expect(await loadGlobalNotification(createApiClient({ baseUrl: mock.url }))).toBeNull();
    });
  });
});
