import { describe, expect, it } from 'vitest';
import type { MemberReference } from '../entities/memberReference.ts';
import { presetFor } from '../permissions/presets.ts';
import type { PermissionSet } from '../permissions/permissionSet.ts';
import { parseBody } from '../validation/parseBody.ts';
import {
  mayChangeNotification,
  mayCreateGlobalNotification,
  maySeeAdminNotifications,
  maySeeNotification,
  type NotificationViewer,
} from './access.ts';
import {
  createGlobalNotificationRequest,
  GLOBAL_NOTIFICATION_POLL_MS,
  globalExpiryProblem,
  parseNotificationID,
} from './calls.ts';
import { NotificationData, notificationCauseName, type NotificationTarget } from './notification.ts';

const CADET: MemberReference = { type: 'CAPNHQMember', id: 510004 };
const OTHER: MemberReference = { type: 'CAPNHQMember', id: 510003 };
const viewer = (permissions: PermissionSet, ref: MemberReference = CADET): NotificationViewer => ({
  ...ref,
  permissions,
});
const admin = viewer(presetFor('Admin', 'CAPSQUADRON'), { type: 'CAPNHQMember', id: 510001 });
const manager = viewer(presetFor('Manager', 'CAPSQUADRON'), { type: 'CAPNHQMember', id: 510002 });
const cadet = viewer(presetFor('Member', 'CAPSQUADRON'));
const toCadet: NotificationTarget = { type: 'Member', to: CADET };
const toOther: NotificationTarget = { type: 'Member', to: OTHER };
const admins: NotificationTarget = { type: 'Admins' };
const everyone: NotificationTarget = { type: 'Everyone', expires: 1 };

describe('notification access (§6 CreateNotifications NO/GLOBAL, ViewAccountNotifications YES/NO)', () => {
  it.each([
    ['admin preset (global notifications on)', admin, true],
    ['manager preset', manager, false],
    ['member preset', cadet, false],
    ['anonymous', null, false],
  ])('"create needs CreateNotifications GLOBAL": %s -> %s', (_name, who, allowed) => {
    expect(mayCreateGlobalNotification(who)).toBe(allowed);
  });

  it('the configured super user may create a global notification without the permission', () => {
    expect(mayCreateGlobalNotification(cadet, [510004])).toBe(true);
  });

  it.each([
    ['admin preset (account notifications on)', admin, true],
    ['manager preset', manager, false],
    ['member preset', cadet, false],
    ['anonymous', null, false],
  ])('"admin notifications for ViewAccountNotifications": %s -> %s', (_name, who, allowed) => {
    expect(maySeeAdminNotifications(who)).toBe(allowed);
  });

  // [rule, viewer, target, see, toggle read, delete]
  const table: [string, NotificationViewer, NotificationTarget, boolean, boolean, boolean][] = [
    ['a member notification: its member', cadet, toCadet, true, true, true],
    ["a member notification: another member's", cadet, toOther, false, false, false],
    ["a member notification: not even an admin reads another member's", admin, toCadet, false, false, false],
    ['an admin notification: ViewAccountNotifications YES', admin, admins, true, true, true],
    ['an admin notification: ViewAccountNotifications NO', manager, admins, false, false, false],
    ['an admin notification: anonymous', null, admins, false, false, false],
    ['the global notification: anyone sees it, even anonymous', null, everyone, true, false, false],
    ['the global notification: a member cannot end it', cadet, everyone, true, false, false],
    [
      'the global notification: CreateNotifications GLOBAL ends it, never toggles it',
      admin,
      everyone,
      true,
      false,
      true,
    ],
  ];
  it.each(table)('%s', (_rule, who, target, see, toggle, remove) => {
    expect(maySeeNotification(who, target)).toBe(see);
    expect(mayChangeNotification(who, target, 'toggleRead')).toBe(toggle);
    expect(mayChangeNotification(who, target, 'delete')).toBe(remove);
  });
});

describe('notification calls', () => {
  it('§9: the banner polls every 5 minutes (300000 ms)', () => {
    expect(GLOBAL_NOTIFICATION_POLL_MS).toBe(300000);
  });

  it.each([
    [{ message: '  ', expires: 5 }, 'Notification message cannot be empty'],
    [{ message: 'x'.repeat(1001), expires: 5 }, 'Notification message must be at most 1000 characters'],
  ])('create global request %j -> %s', (body, message) => {
    const parsed = parseBody(createGlobalNotificationRequest, body);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.message).toBe(message);
  });

  it('the message is trimmed', () => {
    const parsed = parseBody(createGlobalNotificationRequest, { message: ' Hi ', expires: 5 });
    expect(parsed).toEqual({ ok: true, value: { message: 'Hi', expires: 5 } });
  });

  it.each([
    [1000, 1000, 'The expiry must be in the future'],
    [999, 1000, 'The expiry must be in the future'],
    [1001, 1000, null],
    [1000 + 365 * 86_400_000, 1000, null],
    [1001 + 365 * 86_400_000, 1000, 'The expiry must be within 365 days'],
  ])('expiry %i at now %i -> %s', (expires, now, problem) => {
    expect(globalExpiryProblem(expires, now)).toBe(problem);
  });

  it.each([
    ['1', 1],
    ['42', 42],
    ['0', null],
    ['-1', null],
    ['01', null],
    ['1.5', null],
    ['abc', null],
    ['99999999999999999', null],
  ])('notification id %s -> %s', (raw, id) => {
    expect(parseNotificationID(raw)).toBe(id);
  });

  it('a link must stay on this site', () => {
    expect(NotificationData.safeParse({ type: 'Message', message: 'm', link: '/team/3' }).success).toBe(true);
    for (const link of ['https://example.com', '//example.com', '/\\example.com', 'team/3']) {
      expect(NotificationData.safeParse({ type: 'Message', message: 'm', link }).success, link).toBe(false);
    }
  });

  it("the cause shows the member's name or 'System'", () => {
    expect(notificationCauseName({ type: 'System' })).toBe('System');
    expect(notificationCauseName({ type: 'Member', from: CADET, fromName: 'C/A1C Casey Cadet' })).toBe(
      'C/A1C Casey Cadet',
    );
  });
});
