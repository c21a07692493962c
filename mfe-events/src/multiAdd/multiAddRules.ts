// Events §5 bulk selection and §9 multi add, pure (multiAddRules.test.ts):
// - "Bulk selection excludes members already in attendance; they are greyed with the title 'This
//   member is already in attendance'."
// - "Name filter is a case-insensitive regular expression; an invalid one passes everything. Rank
//   filters use an ordered rank list from cadet airman basic to general; unknown rank text means no
//   filtering. Member type filter: Cadets, Senior Members, All."
// - §9 "Multi add: comment 'Multi add by' the adding member's name 'on' the date; canUsePhotos
//   true; no transport; no shift time. A member number add uses the event's start and pickup as
//   the shift."
import {
  ATTENDANCE_MESSAGES,
  EVENT_TIME_ZONE,
  filterMembers,
  memberKey,
  toMemberReference,
  toWallTime,
  type AttendanceAddRequest,
  type Event,
  type Member,
  type MemberReference,
  type MemberTypeFilter,
} from '@portal/contracts';

export interface MultiAddFilters {
  namePattern: string;
  rankFrom: string;
  rankTo: string;
  memberType: MemberTypeFilter;
}

export const NO_MULTI_ADD_FILTERS: MultiAddFilters = {
  namePattern: '',
  rankFrom: '',
  rankTo: '',
  memberType: 'ALL',
};

/**
 * The members the filters let through, in the given order. §5 rank filter over the whole ordered
 * list (cadet airman basic ... general, senior grades included): an unknown bound is ignored; with
 * a known bound a member of unknown rank is left out.
 */
export function filterMultiAddMembers<M extends Member>(
  members: readonly M[],
  filters: MultiAddFilters,
): M[] {
  return filterMembers(members, { ...filters, flight: '' }, { seniorsToo: true });
}

/** Keys (memberKey) of the members holding a record for the event. */
export const attendedKeys = (records: readonly { memberID: MemberReference }[]): Set<string> =>
  new Set(records.map((r) => memberKey(r.memberID)));

/** §5 the greyed row's title, or undefined for a member who can be selected. */
export const alreadyInAttendanceTitle = (attended: ReadonlySet<string>, member: MemberReference) =>
  attended.has(memberKey(member)) ? ATTENDANCE_MESSAGES.alreadyInAttendanceTitle : undefined;

/** 'MM/DD/YYYY' of an instant in the account's zone (registry Website.Timezone; §9 default
 * America/New_York). */
export function formatEventDate(ms: number, zone: string = EVENT_TIME_ZONE): string {
  const w = toWallTime(ms, zone);
  return `${String(w.month).padStart(2, '0')}/${String(w.day).padStart(2, '0')}/${w.year}`;
}

/** §9 the multi add comment: 'Multi add by {adder} on {date}' (the date in the account's zone). */
export const multiAddComment = (adderName: string, now: number, zone: string = EVENT_TIME_ZONE): string =>
  ATTENDANCE_MESSAGES.multiAddComment(adderName, formatEventDate(now, zone));

type NewRecord = Omit<AttendanceAddRequest, 'token'>;

/** §9 multi add defaults for one selected member. */
export function multiAddRecord(member: MemberReference, comment: string): NewRecord {
  return {
    memberID: toMemberReference(member),
    comments: comment,
    status: 'COMMITTEDATTENDED',
    canUsePhotos: true,
    planToUseCAPTransportation: false,
    shiftTime: null,
    customAttendanceFieldValues: [],
  };
}

/**
 * §9 "A member number add uses the event's start and pickup as the shift." (null event: the
 * scanner could not read the event; the record then covers the whole event.)
 */
export function memberNumberRecord(
  id: number,
  event: Pick<Event, 'startDateTime' | 'pickupDateTime'> | null,
): NewRecord {
  return {
    memberID: { type: 'CAPNHQMember', id },
    comments: '',
    status: 'COMMITTEDATTENDED',
    planToUseCAPTransportation: false,
    shiftTime: event && { arrivalTime: event.startDateTime, departureTime: event.pickupDateTime },
    customAttendanceFieldValues: [],
  };
}
