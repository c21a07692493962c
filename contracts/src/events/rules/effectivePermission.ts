// Events §6 "Effective event management": the level (NONE < ADDDRAFTEVENTS < FULL) a member holds
// for the account and for one event, and what follows from it (modify, create, see drafts).
// Pure, shared by mfe-events (which buttons show) and svc-events (which calls pass).
import { holdsCurrentDuty } from '../../dashboard/widgets.ts';
import type { DutyPosition } from '../../entities/member.ts';
import {
  areMemberReferencesEqual,
  toMemberReference,
  type MemberReference,
} from '../../entities/memberReference.ts';
import {
  permissionRank,
  type ManageEventLevel,
  type PermissionSet,
} from '../../permissions/permissionSet.ts';
import { isSuperUser } from '../../permissions/presets.ts';
import { EVENT_MESSAGES } from '../messages.ts';
import { choosableStatuses, type EventStatusValue } from './status.ts';

/**
 * §6 duty positions giving FULL: "Cadet Commander, Cadet Deputy Commanders, Commander, Vice
 * Commander, Deputy Commanders for Cadets or Seniors, Director of Cadet Programs, Director of
 * Emergency Services, Operations Officer, Activities Officer, Squadron Activities Officer".
 * The spec's plurals are spelled out as the duty names members hold (the cadet deputies as
 * contracts' CADET_COMMAND_DUTIES spells them).
 */
export const EVENT_FULL_DUTIES: readonly string[] = [
  'Cadet Commander',
  'Cadet Deputy Commander',
  'Cadet Deputy Commander for Operations',
  'Cadet Deputy Commander for Support',
  'Commander',
  'Vice Commander',
  'Deputy Commander for Cadets',
  'Deputy Commander for Seniors',
  'Director of Cadet Programs',
  'Director of Emergency Services',
  'Operations Officer',
  'Activities Officer',
  'Squadron Activities Officer',
];

/** §6 ADDDRAFTEVENTS: "Cadet Operations, Activities or Emergency Services officer or NCO positions". */
export const EVENT_DRAFT_DUTIES: readonly string[] = [
  'Cadet Operations Officer',
  'Cadet Operations NCO',
  'Cadet Activities Officer',
  'Cadet Activities NCO',
  'Cadet Emergency Services Officer',
  'Cadet Emergency Services NCO',
];

export const EVENT_PERMISSION_MESSAGES = {
  /** §6 / §8 edit form (and every modifying event call) without permission. */
  modify: EVENT_MESSAGES.noPermission,
  /** §6 any other refusal. */
  generic: 'You do not have permission to do that',
} as const;

/** The signed-in member as these rules need them; null is an anonymous visitor. */
export type EventActor =
  | (MemberReference & {
      permissions: PermissionSet;
      dutyPositions: readonly Pick<DutyPosition, 'duty' | 'expires'>[];
    })
  | null
  | undefined;

/** Where the check runs: the configured super users and the clock (temporary duties expire). */
export interface EventRuleContext {
  superUserIds: readonly number[];
  now: number;
}

/**
 * A point of contact as far as permission goes: internal ones carry a member reference. Accepts the
 * entity's union ({ type: 'Internal', memberReference } | { type: 'External', ... }) in any casing.
 */
export interface EventPocLike {
  type: string;
  memberReference?: MemberReference | null;
}

export interface EventPermissionTarget {
  author: MemberReference | null;
  pointsOfContact: readonly EventPocLike[];
}

const LEVELS: readonly ManageEventLevel[] = ['NONE', 'ADDDRAFTEVENTS', 'FULL'];

/** "At least": NONE < ADDDRAFTEVENTS < FULL. */
export function eventLevelAtLeast(level: ManageEventLevel, atLeast: ManageEventLevel): boolean {
  return permissionRank('ManageEvent', level) >= permissionRank('ManageEvent', atLeast);
}

function highest(...levels: ManageEventLevel[]): ManageEventLevel {
  return levels.reduce((a, b) => (LEVELS.indexOf(b) > LEVELS.indexOf(a) ? b : a), 'NONE');
}

/**
 * §6 the member's level in the account (no particular event): the highest of duty FULL, duty
 * ADDDRAFTEVENTS, their own ManageEvent permission, and super user FULL. Anonymous: NONE.
 */
export function accountEventLevel(actor: EventActor, ctx: EventRuleContext): ManageEventLevel {
  if (!actor) return 'NONE';
  if (isSuperUser(actor, ctx.superUserIds)) return 'FULL';
  const own = actor.permissions.ManageEvent ?? 'NONE';
  const byDuty = holdsCurrentDuty(actor, EVENT_FULL_DUTIES, ctx.now)
    ? 'FULL'
    : holdsCurrentDuty(actor, EVENT_DRAFT_DUTIES, ctx.now)
      ? 'ADDDRAFTEVENTS'
      : 'NONE';
  return highest(LEVELS.includes(own) ? own : 'NONE', byDuty);
}

/** Whether the member is an internal point of contact of the event. */
export function isInternalPointOfContact(
  ref: MemberReference,
  event: Pick<EventPermissionTarget, 'pointsOfContact'>,
) {
  return event.pointsOfContact.some(
    (poc) =>
      poc.type.toUpperCase() === 'INTERNAL' &&
      !!poc.memberReference &&
      areMemberReferencesEqual(poc.memberReference, ref),
  );
}

/** §6: the account level, raised to FULL for the event's author and its internal points of contact. */
export function effectiveEventLevel(
  actor: EventActor,
  event: EventPermissionTarget,
  ctx: EventRuleContext,
): ManageEventLevel {
  if (!actor) return 'NONE';
  const ref = toMemberReference(actor);
  if (event.author && areMemberReferencesEqual(event.author, ref)) return 'FULL';
  if (isInternalPointOfContact(ref, event)) return 'FULL';
  return accountEventLevel(actor, ctx);
}

/** §6 "Any non-NONE level: Edit, Move, Delete, Audit log, ..." for this event. */
export function mayModifyEvent(
  actor: EventActor,
  event: EventPermissionTarget,
  ctx: EventRuleContext,
): boolean {
  return eventLevelAtLeast(effectiveEventLevel(actor, event, ctx), 'ADDDRAFTEVENTS');
}

/** §6 FULL-only actions for this event: Copy, scanner, Add attendance, status changer, ... */
export function mayFullyManageEvent(actor: EventActor, event: EventPermissionTarget, ctx: EventRuleContext) {
  return effectiveEventLevel(actor, event, ctx) === 'FULL';
}

/** §6 event creation and the calendar's 'Add event': any non-NONE account level. */
export function mayCreateEvent(actor: EventActor, ctx: EventRuleContext): boolean {
  return eventLevelAtLeast(accountEventLevel(actor, ctx), 'ADDDRAFTEVENTS');
}

/** §4/§6: the statuses a creator may give a new event (non-full managers: Draft only). */
export function creatableStatuses(actor: EventActor, ctx: EventRuleContext): readonly EventStatusValue[] {
  return choosableStatuses(accountEventLevel(actor, ctx));
}

/**
 * "drafts never reach anonymous visitors or non-managers" (lists, ranges, feeds): the
 * account-level test a query can use ("include drafts?"). Anonymous and NONE: no drafts.
 */
export function mayViewDrafts(actor: EventActor, ctx: EventRuleContext): boolean {
  return mayCreateEvent(actor, ctx);
}

/**
 * One event: a draft is visible only to someone who may modify it (a manager of the account, or the
 * author or an internal point of contact, who hold FULL for it); other statuses to everyone.
 */
export function mayViewEvent(
  actor: EventActor,
  event: EventPermissionTarget & { status: EventStatusValue },
  ctx: EventRuleContext,
): boolean {
  return event.status !== 'DRAFT' || mayModifyEvent(actor, event, ctx);
}
