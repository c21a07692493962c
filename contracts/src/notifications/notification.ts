// Platform §3 Notification: id, cause (type Member or System, fromName), extraData.message;
// targets Member, Admins, Everyone; data types ProspectiveMember, PersonnelFiles, Event,
// PermissionChange, Message. Fields beyond those the spec names are designed here (see
// svc-identity/README.md "Notifications").
import { z } from 'zod';
import { accountRowFields } from '../entities/accountRow.ts';
import { MemberReference } from '../entities/memberReference.ts';

/** Longest message a notification carries (a banner line or a short note, not a letter). */
export const NOTIFICATION_MESSAGE_MAX = 1000;

/** Who caused a notification: the system (an automatic event) or a member (with their name then). */
export const NotificationCause = z.discriminatedUnion('type', [
  z.object({ type: z.literal('System') }),
  z.object({ type: z.literal('Member'), from: MemberReference, fromName: z.string() }),
]);
export type NotificationCause = z.infer<typeof NotificationCause>;

/**
 * A path inside the portal the notification points at (e.g. '/team/3'). Only same-site paths:
 * a notification must not send a member to another site.
 */
export const NotificationLink = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])/, 'A notification link must be a path on this site, starting with /');

const message = z
  .string()
  .trim()
  .min(1, 'Notification message cannot be empty')
  .max(NOTIFICATION_MESSAGE_MAX);

/** §3 data types; each carries the message and the optional fields its kind of event has. */
export const NotificationData = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ProspectiveMember'),
    message,
    link: NotificationLink.optional(),
    /** The new prospective member. */
    member: MemberReference.optional(),
  }),
  z.object({
    type: z.literal('PersonnelFiles'),
    message,
    link: NotificationLink.optional(),
    member: MemberReference.optional(),
  }),
  z.object({
    type: z.literal('Event'),
    message,
    link: NotificationLink.optional(),
    eventID: z.number().int().nonnegative().optional(),
  }),
  z.object({
    type: z.literal('PermissionChange'),
    message,
    link: NotificationLink.optional(),
  }),
  z.object({
    type: z.literal('Message'),
    message,
    link: NotificationLink.optional(),
    /** A team the message is about (team membership notifications). */
    teamID: z.number().int().nonnegative().optional(),
  }),
]);
export type NotificationData = z.infer<typeof NotificationData>;
export type NotificationDataType = NotificationData['type'];

/**
 * §3 targets. Member: one member. Admins: stored once per event, shown to every holder of
 * ViewAccountNotifications YES. Everyone: the global notification of the banner, with an expiry.
 */
export const NotificationTarget = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Member'), to: MemberReference }),
  z.object({ type: z.literal('Admins') }),
  z.object({ type: z.literal('Everyone'), expires: z.number() }),
]);
export type NotificationTarget = z.infer<typeof NotificationTarget>;

/** A notification as the server answers it. Times are ms since the epoch. */
export const Notification = z.object({
  ...accountRowFields,
  cause: NotificationCause,
  target: NotificationTarget,
  extraData: NotificationData,
  created: z.number(),
  /** Admin notifications share one read state among the admins (see the README). */
  read: z.boolean(),
});
export type Notification = z.infer<typeof Notification>;

/** The name the list shows for a cause: the member's name, or 'System'. */
export const notificationCauseName = (cause: NotificationCause): string =>
  cause.type === 'Member' ? cause.fromName || 'A member' : 'System';
