// What the demo seed puts on the calendar ("Demo seed"): on md001 a weekly recurring
// meeting, activities over the coming weeks with points of contact and custom fields, a draft, a
// cancelled and a past event, and an event linked into the wing md000. Every date is relative to
// `now` (the day npm start runs), on the wall clock of America/New_York (events spec §9).
// Authors and internal contacts are real members of svc-identity's demo (src/seed/demoData.ts):
// the seed test checks the names below against that file.
import {
  ACTIVITY_OPTIONS,
  CADET_UNIFORM_OPTIONS,
  fromWallTime,
  internalPointOfContactFor,
  LODGING_OPTIONS,
  MEALS_OPTIONS,
  newEventContent,
  REQUIRED_FORMS_OPTIONS,
  SENIOR_UNIFORM_OPTIONS,
  toWallTime,
  type CheckboxGroup,
  type CustomAttendanceField,
  type DebriefItem,
  type EventContent,
  type MemberReference,
  type PointOfContact,
} from '@portal/contracts';

export const DEMO_ACCOUNT = 'md001';
export const DEMO_WING = 'md000';

export interface DemoMember {
  ref: MemberReference;
  name: string;
  email: string;
  phone: string;
}

const nhq = (id: number, name: string, email: string, phone: string): DemoMember => ({
  ref: { type: 'CAPNHQMember', id },
  name,
  email,
  phone,
});

/** svc-identity demo members (ids, names, e-mail and cell phone as its seed writes them). */
export const DEMO_PEOPLE = {
  admin: nhq(510001, 'Alex Administrator', 'alex.administrator@example.com', '(410)555-0101'),
  manager: nhq(510002, 'Morgan Manager', 'morgan.manager@example.com', '(410)555-0102'),
  senior: nhq(510005, 'Sydney Senior', 'sydney.senior@example.com', '(410)555-0105'),
  cadetCommander: nhq(510006, 'Gray Stonebury', 'gray.stonebury@example.com', '(410)555-0106'),
  activitiesOfficer: nhq(510014, 'Oakley Copperleaf', 'oakley.copperleaf@example.com', '(410)555-0114'),
} as const;

/** One event of the seed. `key` (name and subtitle) finds it again on the next run. */
export interface DemoEvent {
  accountID: string;
  author: DemoMember;
  content: EventContent;
  /** Written as created, then changed to Cancelled (a Modify item in the audit log). */
  cancelLater?: boolean;
  debrief?: DebriefItem[];
  /** Linked into this account (the wing) by `author` after it is created. */
  linkInto?: string;
}

/** The instant of `hour:minute` New York time, `days` after the New York day of `now`. */
export function dayAt(now: number, days: number, hour: number, minute = 0): number {
  const today = toWallTime(now);
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return fromWallTime({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour,
    minute,
  });
}

/** Days from the New York day of `now` to the next `weekday` (0 Sunday .. 6 Saturday), today counting. */
export function daysUntil(now: number, weekday: number): number {
  const today = toWallTime(now);
  const current = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  return (weekday - current + 7) % 7;
}

const choose = (labels: readonly string[], ...chosen: string[]): CheckboxGroup => {
  for (const label of chosen) if (!labels.includes(label)) throw new Error(`no option '${label}'`);
  return {
    labels: [...labels],
    values: labels.map((l) => chosen.includes(l)),
    otherSelected: false,
    otherValue: '',
  };
};

const internal = (member: DemoMember, position: string, publicDisplay = true): PointOfContact => ({
  ...internalPointOfContactFor(member.ref, member.email, member.phone),
  name: member.name,
  position,
  publicDisplay,
  receiveEventUpdates: true,
  receiveSignUpUpdates: true,
});

const field = (type: 'TEXT' | 'CHECKBOX', title: string, displayToMember = true): CustomAttendanceField =>
  type === 'TEXT'
    ? { type, title, preFill: '', displayToMember, allowMemberToModify: true }
    : { type, title, preFill: false, displayToMember, allowMemberToModify: true };

interface Times {
  meet: number;
  start: number;
  end: number;
  pickup: number;
}

/** A complete §2 form (every §5 rule holds) with these names, places and times. */
function event(
  name: string,
  place: { meet: string; location?: string; pickup?: string },
  times: Times,
  more: Partial<EventContent>,
): EventContent {
  const base = newEventContent(times.meet);
  return {
    ...base,
    name,
    meetLocation: place.meet,
    location: place.location ?? place.meet,
    pickupLocation: place.pickup ?? place.meet,
    meetDateTime: times.meet,
    startDateTime: times.start,
    endDateTime: times.end,
    pickupDateTime: times.pickup,
    smuniform: choose(SENIOR_UNIFORM_OPTIONS, 'Corporate Service Uniform'),
    cuniform: choose(CADET_UNIFORM_OPTIONS, 'Operational Camouflage Pattern (OCP)'),
    mealsDescription: choose(MEALS_OPTIONS, 'No meals provided'),
    ...more,
  };
}

/** Meet, start 15 minutes later, end after `hours`, pickup 15 minutes after the end. */
const span = (meet: number, hours: number): Times => ({
  meet,
  start: meet + 15 * 60_000,
  end: meet + 15 * 60_000 + hours * 3_600_000,
  pickup: meet + 30 * 60_000 + hours * 3_600_000,
});

const HQ = 'Squadron headquarters, 100 Hangar Road, Demo Field MD';

/** The attachments of the 'Community Flag Ceremony', seeded by svc-files' demo drive (shared, private). */
export const DEMO_EVENT_FILE_IDS = [
  'de3a0000000000000000000000000001',
  'de3a0000000000000000000000000002',
] as const;

/** The themes of the weekly meeting: one per week, so each meeting has its own key. */
export const MEETING_THEMES = [
  'Aerospace education night',
  'Leadership lab',
  'Physical training and drill',
  'Character development',
  'Emergency services basics',
  'Promotion boards',
  'Model rocketry build',
  'Commander’s call',
  'Communications and radio',
] as const;
/** The meeting's first week, relative to this week (two past meetings, then the coming ones). */
export const FIRST_MEETING_WEEK = -2;
export const MEETING_NAME = 'Weekly Squadron Meeting';

function weeklyMeetings(now: number): DemoEvent[] {
  const tuesday = daysUntil(now, 2);
  return MEETING_THEMES.map((theme, i) => {
    const days = tuesday + 7 * (FIRST_MEETING_WEEK + i);
    const meet = dayAt(now, days, 18, 15);
    const past = meet + 3 * 3_600_000 < now;
    return {
      accountID: DEMO_ACCOUNT,
      author: DEMO_PEOPLE.manager,
      content: event(MEETING_NAME, { meet: HQ }, span(meet, 2), {
        subtitle: theme,
        status: past ? 'COMPLETE' : 'CONFIRMED',
        complete: past,
        activity: choose(ACTIVITY_OPTIONS, 'Squadron Meeting', 'Recurring Meeting'),
        comments: `Every Tuesday at headquarters. This week: **${theme.toLowerCase()}**.`,
        memberComments: 'Bring your notebook and your CAP identification card.',
        desiredNumberOfParticipants: 40,
        pointsOfContact: [internal(DEMO_PEOPLE.cadetCommander, 'Cadet Commander')],
      }),
    };
  });
}

export function demoEvents(now: number): DemoEvent[] {
  const saturday = daysUntil(now, 6) || 7;
  const { admin, manager, senior, activitiesOfficer, cadetCommander } = DEMO_PEOPLE;
  const airport = 'Demo Field Airport, general aviation ramp';
  return [
    ...weeklyMeetings(now),
    {
      accountID: DEMO_ACCOUNT,
      author: activitiesOfficer,
      content: event(
        'Cadet Orientation Flights',
        { meet: HQ, location: airport },
        span(dayAt(now, saturday, 7, 30), 6),
        {
          subtitle: 'Powered flights in the Cessna 172',
          status: 'CONFIRMED',
          activity: choose(ACTIVITY_OPTIONS, 'Flying'),
          cuniform: choose(CADET_UNIFORM_OPTIONS, 'Flight Suit', 'Operational Camouflage Pattern (OCP)'),
          smuniform: choose(SENIOR_UNIFORM_OPTIONS, 'Flight Suit', 'Corporate Service Uniform'),
          mealsDescription: choose(MEALS_OPTIONS, 'Bring own food'),
          requiredForms: choose(
            REQUIRED_FORMS_OPTIONS,
            'CAPF 60-80 Civil Air Patrol Cadet Activity Permission Slip',
          ),
          requiredEquipment: ['Water bottle', 'Sunglasses', 'Pen and kneeboard'],
          transportationProvided: true,
          transportationDescription: 'Van from headquarters at 07:30',
          comments: 'Each cadet flies one front-seat and one back-seat sortie, weather permitting.',
          memberComments: 'Flight order is posted on Thursday.',
          desiredNumberOfParticipants: 12,
          pointsOfContact: [
            internal(activitiesOfficer, 'Activities Officer'),
            {
              type: 'EXTERNAL',
              name: 'Riley Tarmac',
              email: 'ops@demo-field.example.com',
              phone: '(410)555-0190',
              position: 'Airport operations',
              // members only: anonymous visitors of the event page do not see this contact
              publicDisplay: false,
              receiveEventUpdates: true,
              receiveRoster: true,
              receiveSignUpUpdates: false,
              receiveUpdates: false,
            },
          ],
          customAttendanceFields: [
            field('TEXT', 'Weight (for the weight and balance sheet)', false),
            field('CHECKBOX', 'First orientation flight'),
          ],
        },
      ),
    },
    {
      accountID: DEMO_ACCOUNT,
      author: manager,
      content: event(
        'Field Training Bivouac',
        { meet: HQ, location: 'Camp Glenrook, Demo State Forest' },
        {
          meet: dayAt(now, saturday + 20, 16, 0),
          start: dayAt(now, saturday + 20, 17, 0),
          end: dayAt(now, saturday + 22, 12, 0),
          pickup: dayAt(now, saturday + 22, 13, 0),
        },
        {
          subtitle: 'Field skills weekend',
          status: 'TENTATIVE',
          activity: choose(ACTIVITY_OPTIONS, 'Backcountry', 'Physically Rigorous'),
          lodgingArrangments: choose(LODGING_OPTIONS, 'Large tent'),
          mealsDescription: choose(MEALS_OPTIONS, 'Meals provided'),
          cuniform: choose(CADET_UNIFORM_OPTIONS, 'Operational Camouflage Pattern (OCP)'),
          smuniform: choose(SENIOR_UNIFORM_OPTIONS, 'Operational Camouflage Pattern (OCP)'),
          requiredForms: choose(
            REQUIRED_FORMS_OPTIONS,
            'CAPF 60-80 Civil Air Patrol Cadet Activity Permission Slip',
            'CAPF 161 Emergency Information',
          ),
          requiredEquipment: ['Sleeping bag', 'Rain gear', 'Flashlight', 'Two canteens'],
          highAdventureDescription: 'Land navigation course and an overnight in the field.',
          desiredNumberOfParticipants: 24,
          useRegistration: true,
          registration: {
            deadline: dayAt(now, saturday + 13, 23, 0),
            information: 'Sign up by the deadline; space is limited to 24 cadets.',
          },
          participationFee: { feeDue: dayAt(now, saturday + 13, 23, 0), feeAmount: 25 },
          pointsOfContact: [
            internal(manager, 'Project officer'),
            internal(cadetCommander, 'Cadet in charge'),
          ],
          // part-time, with transport, a manager-only qual and a file field: what a manager's edit
          // of another member's record shows (§5, §6 "FULL adds ... custom-field editing")
          signUpPartTime: true,
          transportationProvided: true,
          transportationDescription: 'Squadron van from headquarters',
          customAttendanceFields: [
            field('TEXT', 'T-shirt size'),
            field('TEXT', 'Dietary restrictions'),
            field('CHECKBOX', 'Has own sleeping bag'),
            // §3 a qual field: allowMemberToModify false, displayToMember true
            {
              type: 'QUAL',
              title: 'OPS Qual',
              preFill: '',
              displayToMember: true,
              allowMemberToModify: false,
            },
            {
              type: 'FILE',
              title: 'CAPF 161 Emergency Information',
              preFill: [],
              displayToMember: true,
              allowMemberToModify: true,
            },
          ],
        },
      ),
    },
    {
      accountID: DEMO_ACCOUNT,
      author: senior,
      content: event(
        'Model Rocketry Launch',
        { meet: 'Demo Park athletic field' },
        span(dayAt(now, saturday + 28, 9, 0), 4),
        {
          subtitle: 'Stage two launch day',
          status: 'CONFIRMED',
          activity: choose(ACTIVITY_OPTIONS, 'Classroom/Tour/Light'),
          cuniform: choose(CADET_UNIFORM_OPTIONS, 'PT Gear'),
          smuniform: choose(SENIOR_UNIFORM_OPTIONS, 'Polo Shirts'),
          mealsDescription: choose(MEALS_OPTIONS, 'Bring own food'),
          comments: 'Bring the rocket you built at the meetings. Engines are provided.',
          pointsOfContact: [internal(senior, 'Aerospace Education Officer')],
          customAttendanceFields: [field('TEXT', 'Rocket kit name')],
        },
      ),
    },
    // §5 requirement tag (md001 is the account that shows it, contracts requirementTags.ts): the
    // `cadet` sign-in has done the Feik leadership part (svc-identity's demo cadet rows), so their
    // sign-up is refused; a cadet not yet at Feik signs up
    {
      accountID: DEMO_ACCOUNT,
      author: manager,
      content: event('Feik Leadership Lab', { meet: HQ }, span(dayAt(now, saturday + 9, 18, 30), 2), {
        subtitle: 'The Feik achievement leadership module',
        status: 'CONFIRMED',
        activity: choose(ACTIVITY_OPTIONS, 'Classroom/Tour/Light'),
        comments: 'Cadets working on Feik complete the leadership module here.',
        requirementTag: 'Feik leadership',
        pointsOfContact: [internal(cadetCommander, 'Cadet Commander')],
      }),
    },
    {
      accountID: DEMO_ACCOUNT,
      author: manager,
      content: event(
        'Summer Encampment Information Night',
        { meet: HQ },
        span(dayAt(now, saturday + 33, 18, 30), 1.5),
        {
          subtitle: 'For cadets and parents',
          status: 'DRAFT',
          activity: choose(ACTIVITY_OPTIONS, 'Classroom/Tour/Light'),
          cuniform: choose(CADET_UNIFORM_OPTIONS, 'No uniform requirement'),
          smuniform: choose(SENIOR_UNIFORM_OPTIONS, 'No uniform requirement'),
          administrationComments: 'Draft: waiting for the encampment dates from wing.',
          pointsOfContact: [internal(manager, 'Deputy Commander for Cadets')],
        },
      ),
    },
    {
      accountID: DEMO_ACCOUNT,
      author: activitiesOfficer,
      cancelLater: true,
      content: event(
        'Air Traffic Control Tower Tour',
        { meet: HQ, location: 'Demo Field control tower' },
        span(dayAt(now, saturday + 7, 10, 0), 2),
        {
          subtitle: 'Cancelled by the airport',
          status: 'CONFIRMED',
          activity: choose(ACTIVITY_OPTIONS, 'Classroom/Tour/Light'),
          comments: 'The tower cannot host visitors this month; we will reschedule.',
          pointsOfContact: [internal(activitiesOfficer, 'Activities Officer')],
        },
      ),
    },
    {
      accountID: DEMO_ACCOUNT,
      author: admin,
      content: event(
        'Community Flag Ceremony',
        { meet: HQ, location: 'Demo Town memorial park' },
        span(dayAt(now, -12, 9, 30), 2),
        {
          subtitle: 'Color guard presentation',
          status: 'COMPLETE',
          complete: true,
          activity: choose(ACTIVITY_OPTIONS, 'Classroom/Tour/Light'),
          cuniform: choose(CADET_UNIFORM_OPTIONS, 'Dress Blue A'),
          smuniform: choose(SENIOR_UNIFORM_OPTIONS, 'Dress Blue A'),
          pointsOfContact: [internal(cadetCommander, 'Cadet Commander')],
          teamID: 1,
          // svc-files' demo drive (DEMO_EVENT_ATTACHMENTS): an order of events shared with the
          // unit's members and the admin's private staff notes, so the viewer shows each reader
          // only what the drive's sharing bits allow
          fileIDs: [...DEMO_EVENT_FILE_IDS],
        },
      ),
      debrief: [
        {
          debriefText: 'The color guard presented flawlessly; the town asked us back for Memorial Day.',
          publicView: true,
          memberName: cadetCommander.name,
          memberRef: cadetCommander.ref,
          timeSubmitted: dayAt(now, -11, 19, 0),
        },
        // §5 default visibility (managers only): 'senior' and full managers see it, 'cadet' does not
        {
          debriefText: 'Two flag harnesses need new straps before Memorial Day.',
          publicView: false,
          memberName: senior.name,
          memberRef: senior.ref,
          timeSubmitted: dayAt(now, -11, 20, 30),
        },
      ],
    },
    {
      accountID: DEMO_ACCOUNT,
      author: admin,
      linkInto: DEMO_WING,
      content: event(
        'Wing Drill Competition',
        { meet: HQ, location: 'Demo Wing headquarters drill pad' },
        span(dayAt(now, saturday + 14, 8, 0), 8),
        {
          subtitle: 'Hosted by the squadron for the whole wing',
          status: 'CONFIRMED',
          activity: choose(ACTIVITY_OPTIONS, 'Physically Rigorous'),
          cuniform: choose(CADET_UNIFORM_OPTIONS, 'Dress Blue B', 'PT Gear'),
          smuniform: choose(SENIOR_UNIFORM_OPTIONS, 'Corporate Service Uniform'),
          mealsDescription: choose(MEALS_OPTIONS, 'Bring money'),
          comments: 'Teams from every squadron of the wing compete in standard and innovative drill.',
          desiredNumberOfParticipants: 60,
          pointsOfContact: [
            internal(admin, 'Squadron Commander'),
            internal(cadetCommander, 'Cadet Commander'),
          ],
          customAttendanceFields: [
            field('TEXT', 'Drill team'),
            field('CHECKBOX', 'Competes in the mile run'),
          ],
        },
      ),
    },
  ];
}
