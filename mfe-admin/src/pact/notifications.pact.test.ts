// Pact consumer: mfe-admin's notification calls (the notifications page) -> svc-identity (gateway
// paths), through the real call module. Provider states: svc-identity/src/pact/notificationStates.ts.
import { MatchersV3 } from '@pact-foundation/pact';
import { Notification } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  createGlobalNotification,
  deleteNotification,
  loadGlobalNotification,
  loadNotifications,
  toggleNotificationRead,
} from '../notifications/notificationCalls.ts';
import {
  adminPact,
  expectTokenRequest,
  givenStates,
  json,
  signedInClient,
  STATES,
  tokenField,
  withCookie,
} from './adminPact.ts';
import { ADMIN, STAFF } from './examples.ts';

const { like, eachLike, integer, fromProviderState } = MatchersV3;
const pact = adminPact();
const mutating = { ...withCookie, 'Content-Type': 'application/json' };

/** Provider states of the notification interactions (names agreed with notificationStates.ts). */
const NOTIFICATION_STATES = {
  /** returns { notificationID } */
  forAdmin: 'a notification for the admin exists',
  adminNotification: 'an admin notification exists',
  /** returns { notificationID } */
  globalShown: 'a global notification is shown',
  /** returns { expires } */
  globalMayBePosted: 'a global notification may be posted',
} as const;

const WEEK_AHEAD = 1_900_000_000_000;
/** The fields every notification has (the list mixes member and admin ones; extra fields allowed). */
const anyNotification = {
  id: 31,
  accountID: 'md001',
  cause: { type: 'System' as const },
  target: { type: 'Admins' as const },
  extraData: {
    type: 'ProspectiveMember' as const,
    message: 'New prospective member: Pat Prospect (md001-90)',
  },
  created: 1_800_000_000_000,
  read: false,
};
const memberNotification = {
  id: 32,
  accountID: 'md001',
  cause: { type: 'Member' as const, from: STAFF, fromName: 'C/2dLt Sam Staffer' },
  target: { type: 'Member' as const, to: ADMIN },
  extraData: {
    type: 'Message' as const,
    message: 'The Alpha Flight roster is ready for your review.',
    link: '/admin/flightassign',
  },
  created: 1_800_000_000_000,
  read: true,
};
const globalNotification = {
  id: 33,
  accountID: 'md001',
  cause: { type: 'Member' as const, from: ADMIN, fromName: 'Maj Alex F Administrator' },
  target: { type: 'Everyone' as const, expires: WEEK_AHEAD },
  extraData: { type: 'Message' as const, message: 'Open house Saturday from 10:00 in the hangar.' },
  created: 1_800_000_000_000,
  read: false,
};

/** A notification body matched by type (nested values too); `id` may come from the provider state. */
function body<T extends { id: number; created: number }>(example: T, id?: unknown) {
  return like({ ...example, id: id ?? integer(example.id), created: integer(example.created) });
}

describe('mfe-admin notification calls -> svc-identity', () => {
  it('GET /api/notifications (loadNotifications) answers the own and the admin notifications', async () => {
    expect(Notification.safeParse(anyNotification).success).toBe(true);
    givenStates(pact, STATES.admin, [NOTIFICATION_STATES.forAdmin, NOTIFICATION_STATES.adminNotification])
      .uponReceiving('a notification list request from admin')
      .withRequest({ method: 'GET', path: '/api/notifications', headers: withCookie })
      .willRespondWith({
        status: 200,
        headers: json,
        body: eachLike(body(anyNotification)),
      });
    await pact.executeTest(async (mock) => {
      const list = await loadNotifications(signedInClient(mock.url));
      expect(list[0]?.extraData.message).toBe(anyNotification.extraData.message);
    });
  });

  it('GET /api/notifications/global (loadGlobalNotification) answers the one shown now', async () => {
    expect(Notification.safeParse(globalNotification).success).toBe(true);
    givenStates(pact, STATES.admin, [NOTIFICATION_STATES.globalShown])
      .uponReceiving('a global notification request from admin')
      .withRequest({ method: 'GET', path: '/api/notifications/global', headers: withCookie })
      .willRespondWith({
        status: 200,
        headers: json,
        body: body(globalNotification, fromProviderState('${notificationID}', globalNotification.id)),
      });
    await pact.executeTest(async (mock) => {
      const shown = await loadGlobalNotification(signedInClient(mock.url));
      expect(shown?.target).toEqual({ type: 'Everyone', expires: WEEK_AHEAD });
    });
  });

  it('POST /api/notifications/global (createGlobalNotification) answers 201 with the new one', async () => {
    expectTokenRequest(pact, STATES.admin);
    givenStates(pact, STATES.admin, [NOTIFICATION_STATES.globalMayBePosted])
      .uponReceiving('a global notification posted by admin')
      .withRequest({
        method: 'POST',
        path: '/api/notifications/global',
        headers: mutating,
        body: {
          message: 'Open house Saturday from 10:00 in the hangar.',
          expires: fromProviderState('${expires}', WEEK_AHEAD),
          ...tokenField,
        },
      })
      .willRespondWith({
        status: 201,
        headers: json,
        body: body(globalNotification),
      });
    await pact.executeTest(async (mock) => {
      const created = await createGlobalNotification(
        { message: 'Open house Saturday from 10:00 in the hangar.', expires: WEEK_AHEAD },
        signedInClient(mock.url),
      );
      expect(created.target.type).toBe('Everyone');
    });
  });

  it('POST /api/notifications/{id} (toggleNotificationRead) answers the notification after the toggle', async () => {
    expect(Notification.safeParse(memberNotification).success).toBe(true);
    expectTokenRequest(pact, STATES.admin);
    givenStates(pact, STATES.admin, [NOTIFICATION_STATES.forAdmin])
      .uponReceiving("admin toggling their own notification's read state")
      .withRequest({
        method: 'POST',
        path: fromProviderState(
          '/api/notifications/${notificationID}',
          `/api/notifications/${memberNotification.id}`,
        ),
        headers: mutating,
        body: tokenField,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: body(memberNotification, fromProviderState('${notificationID}', memberNotification.id)),
      });
    await pact.executeTest(async (mock) => {
      const toggled = await toggleNotificationRead(memberNotification.id, signedInClient(mock.url));
      expect(toggled.read).toBe(true);
    });
  });

  it('DELETE /api/notifications/{id} (deleteNotification) answers 204', async () => {
    expectTokenRequest(pact, STATES.admin);
    givenStates(pact, STATES.admin, [NOTIFICATION_STATES.forAdmin])
      .uponReceiving('admin deleting their own notification')
      .withRequest({
        method: 'DELETE',
        path: fromProviderState(
          '/api/notifications/${notificationID}',
          `/api/notifications/${memberNotification.id}`,
        ),
        headers: mutating,
        body: tokenField,
      })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (mock) => {
      await expect(
        deleteNotification(memberNotification.id, signedInClient(mock.url)),
      ).resolves.toBeUndefined();
    });
  });
});
