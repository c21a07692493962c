// Events §2 viewer content and §6 "Anonymous visitor" / "Member" / managers: what each viewer may
// see of one event. `viewerRedaction` says what to strip; `redactEventForViewer` applies it to any
// event-like object (svc-events strips before answering, so nothing hidden ever leaves the server).
import type { MemberReference } from '../../entities/memberReference.ts';
import { areMemberReferencesEqual } from '../../entities/memberReference.ts';
import {
  effectiveEventLevel,
  eventLevelAtLeast,
  type EventActor,
  type EventPermissionTarget,
  type EventRuleContext,
} from './effectivePermission.ts';

/** §3 Point of contact: the four receive flags. */
export const POC_RECEIVE_FLAGS = [
  'receiveEventUpdates',
  'receiveRoster',
  'receiveSignUpUpdates',
  'receiveUpdates',
] as const;

export interface EventRedaction {
  /** §6 anonymous: memberComments is blank. */
  blankMemberComments: boolean;
  /**
   * §2: author shows to members only. The viewer data's authorFullName is then null; the event's
   * `author` reference itself is required by the entity schema and is left as it is.
   */
  hideAuthor: boolean;
  /** §6 anonymous: non-public contacts are dropped. */
  dropNonPublicContacts: boolean;
  /** §6 anonymous: email and phone hidden unless publicDisplay. */
  hideNonPublicContactDetails: boolean;
  /** §6: receive flags are hidden from all but full managers (of this event). */
  hideReceiveFlags: boolean;
  /** Decision (spec silent): administrationComments are for managers (non-NONE) only. */
  hideAdministrationComments: boolean;
  /** §2: anonymous users see only information (no attendance, no debriefs). */
  hideAttendance: boolean;
  /** §6: debriefs of others show unless publicView is false; FULL sees all. */
  showAllDebriefs: boolean;
}

/** §6 for one viewer of one event. */
export function viewerRedaction(
  actor: EventActor,
  event: EventPermissionTarget,
  ctx: EventRuleContext,
): EventRedaction {
  const anonymous = !actor;
  const level = effectiveEventLevel(actor, event, ctx);
  return {
    blankMemberComments: anonymous,
    hideAuthor: anonymous,
    dropNonPublicContacts: anonymous,
    hideNonPublicContactDetails: anonymous,
    hideReceiveFlags: level !== 'FULL',
    hideAdministrationComments: !eventLevelAtLeast(level, 'ADDDRAFTEVENTS'),
    hideAttendance: anonymous,
    showAllDebriefs: level === 'FULL',
  };
}

export interface RedactablePoc {
  publicDisplay: boolean;
  email?: string;
  phone?: string;
  receiveEventUpdates?: boolean;
  receiveRoster?: boolean;
  receiveSignUpUpdates?: boolean;
  receiveUpdates?: boolean;
}

export interface RedactableDebrief {
  publicView: boolean;
  memberRef: MemberReference;
}

export interface RedactableEvent {
  memberComments?: string;
  administrationComments?: string;
  pointsOfContact: readonly RedactablePoc[];
  debrief?: readonly RedactableDebrief[];
  attendance?: readonly unknown[];
}

/**
 * One point of contact under a redaction, or null when it is dropped. Hidden values are blanked
 * (email and phone '', receive flags false) rather than removed, so the result still fits the
 * entity schema; viewers without the right never see the real values.
 */
export function redactPointOfContact<P extends RedactablePoc>(poc: P, r: EventRedaction): P | null {
  if (r.dropNonPublicContacts && !poc.publicDisplay) return null;
  const out: P = { ...poc };
  if (r.hideNonPublicContactDetails && !poc.publicDisplay) {
    if ('email' in out) out.email = '';
    if ('phone' in out) out.phone = '';
  }
  if (r.hideReceiveFlags) {
    for (const flag of POC_RECEIVE_FLAGS) if (flag in out) out[flag] = false;
  }
  return out;
}

/** §6 debrief visibility: FULL sees all; others public items and their own. */
export function visibleDebriefs<D extends RedactableDebrief>(
  items: readonly D[],
  actor: EventActor,
  r: EventRedaction,
): D[] {
  if (r.showAllDebriefs) return [...items];
  return items.filter((d) => d.publicView || (!!actor && areMemberReferencesEqual(d.memberRef, actor)));
}

/**
 * The event as this viewer may see it (a copy; the input is not changed): memberComments,
 * administrationComments, points of contact, debriefs and attendance as the redaction says.
 */
export function redactEventForViewer<E extends RedactableEvent>(
  event: E,
  actor: EventActor,
  r: EventRedaction,
): E {
  const out: E = { ...event };
  if (r.blankMemberComments && 'memberComments' in out) out.memberComments = '';
  if (r.hideAdministrationComments && 'administrationComments' in out) out.administrationComments = '';
  out.pointsOfContact = event.pointsOfContact
    .map((poc) => redactPointOfContact(poc, r))
    .filter((poc): poc is RedactablePoc => poc !== null);
  if (out.debrief) out.debrief = r.hideAttendance ? [] : visibleDebriefs(out.debrief, actor, r);
  if (r.hideAttendance && out.attendance) out.attendance = [];
  return out;
}
