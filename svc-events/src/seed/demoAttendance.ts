// Attendance of the demo calendar ("Demo seed"): records on the two past meetings, the
// past flag ceremony and the coming meeting and activities of md001, some part-time, some not
// planning to attend, with comments and values for the events' custom attendance fields. The
// Cadet Orientation Flights are full: their committed records are exactly the event's
// desiredNumberOfParticipants (12), and three more members wait on its waitlist ("one event
// at its participant limit with a waitlist"; src/waitlist), in sign-up order.
// Attendees are real members of svc-identity's demo (src/seed/demoData.ts), among them the
// 'cadet' (510004) and 'senior' (510005) sign-ins' members, so those users find their own records.
// Records are built from the event AS STORED (the dates of the seed's first run on that database,
// not today's plan): shifts are clamped into its meet..pickup, transport kept only when it is
// provided, custom values follow its field definitions, by the same contracts rules as the calls.
import {
  keepTransportation,
  memberFullName,
  mergeCustomFieldValues,
  normaliseShiftTime,
  type AttendanceRecord,
  type AttendanceStatus,
  type CustomAttendanceFieldValue,
  type Event,
  type MemberReference,
} from '@portal/contracts';
import { DEMO_EVENT_FILE_IDS, MEETING_NAME, MEETING_THEMES } from './demoEvents.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface DemoAttendee {
  ref: MemberReference;
  /** The record's memberName: rank and full name, as svc-identity's member-contacts call gives it. */
  memberName: string;
  /** The audit actor's name (first and last, like a signed-in caller's). */
  actorName: string;
}

const person = (id: number, rank: string, first: string, middle: string, last: string): DemoAttendee => ({
  ref: { type: 'CAPNHQMember', id },
  memberName: memberFullName({
    memberRank: rank,
    nameFirst: first,
    nameMiddle: middle,
    nameLast: last,
    nameSuffix: '',
  }),
  actorName: `${first} ${last}`,
});

/** md001 members of svc-identity's demo (id, rank and names as demoData.ts makes them). */
export const ATTENDEES = {
  staff: person(510003, 'C/2dLt', 'Sam', 'P', 'Staffer'),
  cadet: person(510004, 'C/A1C', 'Casey', 'U', 'Cadet'),
  senior: person(510005, '1stLt', 'Sydney', 'Z', 'Senior'),
  stonebury: person(510006, 'C/Capt', 'Gray', 'E', 'Stonebury'),
  birchfield: person(510007, 'C/1stLt', 'Harper', 'J', 'Birchfield'),
  ivyridge: person(510008, 'C/CMSgt', 'Indigo', 'O', 'Ivyridge'),
  pinecrest: person(510009, 'C/2dLt', 'Jordan', 'T', 'Pinecrest'),
  fallowmere: person(510011, 'C/MSgt', 'Logan', 'D', 'Fallowmere'),
  marbleton: person(510012, 'C/MSgt', 'Morgan', 'I', 'Marbleton'),
  thistlewood: person(510013, 'C/TSgt', 'Noel', 'N', 'Thistlewood'),
  copperleaf: person(510014, 'Capt', 'Oakley', 'S', 'Copperleaf'),
  northcott: person(510019, 'C/2dLt', 'Taylor', 'R', 'Northcott'),
  underhill: person(510020, 'C/1stLt', 'Umber', 'W', 'Underhill'),
  dunmore: person(510021, 'C/Capt', 'Val', 'B', 'Dunmore'),
  kestrelby: person(510022, 'C/Amn', 'Winter', 'G', 'Kestrelby'),
  ravensdale: person(510023, 'C/A1C', 'Xen', 'L', 'Ravensdale'),
  hollowell: person(510025, 'C/SSgt', 'Zion', 'V', 'Hollowell'),
  oakhollow: person(510026, 'C/TSgt', 'Avery', 'A', 'Oakhollow'),
  valemont: person(510027, 'C/MSgt', 'Blake', 'F', 'Valemont'),
  elderbrook: person(510028, 'C/SMSgt', 'Casey', 'K', 'Elderbrook'),
  larkspur: person(510029, 'C/CMSgt', 'Dana', 'P', 'Larkspur'),
  harperPinecrest: person(510033, 'C/Amn', 'Harper', 'J', 'Pinecrest'),
  westbrook: person(510034, 'C/A1C', 'Indigo', 'O', 'Westbrook'),
  jordanFallowmere: person(510035, 'C/SrA', 'Jordan', 'T', 'Fallowmere'),
} as const;

/** The demo attendee with this reference. */
export const attendeeOf = (member: MemberReference): DemoAttendee | undefined =>
  Object.values(ATTENDEES).find((a) => a.ref.type === member.type && a.ref.id === member.id);

/** One planned record. `late`/`early`: minutes after meet it arrives, before pickup it leaves (part-time). */
export interface PlannedRecord {
  who: DemoAttendee;
  status?: AttendanceStatus;
  comments?: string;
  late?: number;
  early?: number;
  transport?: boolean;
  photos?: boolean;
  /** Custom field title -> value (a TEXT field takes a string, a CHECKBOX field a boolean). */
  values?: Record<string, string | boolean | string[]>;
  /** Signed up on the full event: waits on its waitlist (src/waitlist), committed. */
  waitlisted?: true;
}

const A = ATTENDEES;
const meeting = (theme: (typeof MEETING_THEMES)[number]) => `${MEETING_NAME}\u0000${theme}`;
const keyOf = (name: string, subtitle: string) => `${name}\u0000${subtitle}`;
const NOT = 'NOTPLANNINGTOATTEND' as const;

/** The plan, by event name and subtitle (drafts and the cancelled event get none). */
export const ATTENDANCE_PLAN: ReadonlyMap<string, readonly PlannedRecord[]> = new Map<
  string,
  readonly PlannedRecord[]
>([
  [
    meeting(MEETING_THEMES[0]),
    [
      { who: A.stonebury, photos: true },
      { who: A.cadet, comments: 'Brought the model glider from home.', photos: true },
      { who: A.senior, comments: 'Taught the aerospace lesson.' },
      { who: A.staff },
      { who: A.birchfield, early: 45, comments: 'Left early for a school concert.' },
      { who: A.pinecrest, status: 'NOSHOW' },
      { who: A.kestrelby, status: NOT, comments: 'Family trip this week.' },
    ],
  ],
  [
    meeting(MEETING_THEMES[1]),
    [
      { who: A.stonebury },
      { who: A.cadet, late: 40, comments: 'Arrived late from soccer practice.' },
      { who: A.senior },
      { who: A.staff, photos: true },
      { who: A.ivyridge },
      { who: A.ravensdale, status: 'RESCINDEDCOMMITMENTTOATTEND', comments: 'Sick, sorry.' },
      { who: A.valemont, status: NOT },
    ],
  ],
  [
    keyOf('Community Flag Ceremony', 'Color guard presentation'),
    [
      { who: A.stonebury, comments: 'Commander of the guard.' },
      { who: A.dunmore },
      { who: A.northcott },
      { who: A.underhill, late: 30, comments: 'Joined at the park after the first rehearsal.' },
      { who: A.senior, comments: 'Senior escort.' },
    ],
  ],
  [
    meeting(MEETING_THEMES[2]),
    [
      { who: A.cadet },
      { who: A.senior, status: NOT, comments: 'Traveling for work this week.' },
      { who: A.staff },
      { who: A.stonebury },
      { who: A.marbleton, early: 75, comments: 'Must leave at 19:30 for a ride home.' },
      { who: A.thistlewood },
    ],
  ],
  [
    keyOf('Cadet Orientation Flights', 'Powered flights in the Cessna 172'),
    [
      // twelve committed (the event's desiredNumberOfParticipants): the event is full
      {
        who: A.cadet,
        transport: true,
        comments: 'My first flight!',
        values: { 'Weight (for the weight and balance sheet)': '118 lb', 'First orientation flight': true },
      },
      { who: A.kestrelby, transport: true, values: { 'First orientation flight': true } },
      { who: A.ravensdale, transport: true, values: { 'First orientation flight': true } },
      { who: A.harperPinecrest, transport: true, values: { 'First orientation flight': true } },
      { who: A.westbrook, transport: false, comments: 'A parent drives me to the airport.' },
      { who: A.jordanFallowmere, transport: true },
      { who: A.hollowell, late: 180, comments: 'Second sortie only: arriving at the airport at 10:30.' },
      { who: A.oakhollow, transport: true, early: 120, comments: 'Must leave by noon.' },
      { who: A.fallowmere, transport: true },
      { who: A.marbleton, transport: true },
      { who: A.thistlewood, transport: true },
      {
        who: A.elderbrook,
        transport: true,
        values: { 'Weight (for the weight and balance sheet)': '142 lb' },
      },
      { who: A.valemont, status: NOT, comments: 'Already flew all five syllabus flights.' },
      { who: A.larkspur, status: NOT, comments: 'Out of town that weekend.' },
      // the waitlist: signed up after the twelve places were taken, positions 1 to 3
      { who: A.ivyridge, transport: true, waitlisted: true, comments: 'Happy to fly either sortie.' },
      { who: A.dunmore, transport: true, waitlisted: true, values: { 'First orientation flight': true } },
      { who: A.northcott, waitlisted: true },
    ],
  ],
  [
    keyOf('Field Training Bivouac', 'Field skills weekend'),
    [
      {
        who: A.cadet,
        late: 16 * 60,
        comments: 'Arriving Saturday morning after a band concert.',
        values: {
          'T-shirt size': 'M',
          'Has own sleeping bag': true,
          'CAPF 161 Emergency Information': [DEMO_EVENT_FILE_IDS[0]],
        },
      },
      {
        who: A.stonebury,
        values: {
          'T-shirt size': 'L',
          'Dietary restrictions': 'Vegetarian',
          'Has own sleeping bag': true,
          'OPS Qual': 'Mission Scanner',
        },
      },
      { who: A.dunmore, values: { 'T-shirt size': 'S', 'Dietary restrictions': 'No peanuts' } },
      { who: A.ivyridge, values: { 'T-shirt size': 'M', 'Has own sleeping bag': true } },
      { who: A.northcott, status: NOT, comments: 'Encampment staff training that weekend.' },
    ],
  ],
  [
    keyOf('Model Rocketry Launch', 'Stage two launch day'),
    [
      {
        who: A.senior,
        comments: 'Range safety officer.',
        values: { 'Rocket kit name': 'Launch controller' },
      },
      { who: A.cadet, values: { 'Rocket kit name': 'Estes Alpha III' }, photos: true },
      { who: A.kestrelby, values: { 'Rocket kit name': 'Estes Big Bertha' } },
      { who: A.harperPinecrest, early: 90, values: { 'Rocket kit name': 'Estes Wizard' } },
      { who: A.westbrook, status: NOT },
    ],
  ],
  [
    keyOf('Wing Drill Competition', 'Hosted by the squadron for the whole wing'),
    [
      { who: A.stonebury, values: { 'Drill team': 'Flight commander', 'Competes in the mile run': true } },
      { who: A.cadet, values: { 'Drill team': 'Alpha', 'Competes in the mile run': true } },
      { who: A.birchfield, values: { 'Drill team': 'Alpha' } },
      { who: A.senior, late: 4 * 60, comments: 'Judging the afternoon innovative drill.' },
      { who: A.copperleaf, comments: 'Safety officer for the day.' },
    ],
  ],
]);

/** The planned records of this stored event (none for an event the plan does not name). */
export function plannedRecordsFor(event: Pick<Event, 'name' | 'subtitle'>): readonly PlannedRecord[] {
  return ATTENDANCE_PLAN.get(keyOf(event.name, event.subtitle)) ?? [];
}

/** The values a planned record sends for the event's fields (a value of the wrong type is left out). */
function sentValues(event: Event, values: PlannedRecord['values']): CustomAttendanceFieldValue[] {
  const sent: CustomAttendanceFieldValue[] = [];
  for (const { type, title } of event.customAttendanceFields) {
    const value = values?.[title];
    if (type === 'TEXT' && typeof value === 'string') sent.push({ type, title, value });
    if (type === 'CHECKBOX' && typeof value === 'boolean') sent.push({ type, title, value });
    if (type === 'QUAL' && typeof value === 'string') sent.push({ type, title, value });
    if (type === 'FILE' && Array.isArray(value)) sent.push({ type, title, value });
  }
  return sent;
}

/**
 * The records of `event` (stored at the event itself) as the add call would store them. Sign-up
 * times are spread over the two days before the meet, or before `now` for an event still ahead.
 */
export function demoAttendanceRecords(event: Event, now: number): AttendanceRecord[] {
  const start = Math.min(event.meetDateTime, now) - 2 * DAY;
  return plannedRecordsFor(event).map((plan, i) => {
    const partTime = plan.late !== undefined || plan.early !== undefined;
    return {
      timestamp: start + i * 37 * MINUTE,
      memberID: plan.who.ref,
      memberName: plan.who.memberName,
      status: plan.status ?? 'COMMITTEDATTENDED',
      comments: plan.comments ?? '',
      shiftTime: partTime
        ? normaliseShiftTime(
            {
              arrivalTime: event.meetDateTime + (plan.late ?? 0) * MINUTE,
              departureTime: event.pickupDateTime - (plan.early ?? 0) * MINUTE,
            },
            event,
          )
        : null,
      planToUseCAPTransportation: keepTransportation(plan.transport ?? false, event),
      canUsePhotos: plan.photos ?? false,
      // every field of the event in definition order, as the sign-up form sends them (manager view)
      customAttendanceFieldValues: mergeCustomFieldValues(
        event.customAttendanceFields,
        sentValues(event, plan.values),
        [],
        true,
      ),
      summaryEmailSent: false,
      sourceAccountID: event.accountID,
      sourceEventID: event.id,
      // insertAttendance stores a waiting record's waitlisted_at as its sign-up time: plan order
      ...(plan.waitlisted ? { waitlisted: true as const } : {}),
    };
  });
}
