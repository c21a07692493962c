// Events spec §5 "Sign-up and attendance", §8 error catalogue and §4 statuses: the words of the
// sign-up form, the attendance calls and the pages that add attendance, word for word. Browser and
// server read them from here.

/** §5 sign-up messages, in the §4 order of the eligibility checks. */
export const SIGN_UP_MESSAGES = {
  notSignedIn: 'Cannot sign up without being signed in',
  /** Beyond §4 (its list is silent on cancellation): a cancelled event takes no sign-ups. */
  eventCancelled: 'This event has been cancelled',
  /** Hidden in the viewer (§5). */
  alreadyInAttendance: 'Member is already in attendance',
  /** Unless the event has its own signUpDenyMessage. */
  signUpsNotAllowed: 'Sign ups are not allowed for this event',
  notOnTeam: 'Member is required to be a part of the team',
  registrationDeadlinePassed: 'Cannot sign up for event after registration deadline',
  /** §5 requirement tag rule. */
  requirementCompleted:
    'You have already completed the academic requirements that attending this event fulfills',
  /** §5/§8: a team event whose team cannot be loaded. */
  teamLoadFailed: 'Could not load team information',
} as const;

/** §5 "The viewer prefixes a reason with 'Cannot sign up for event: '". */
export const SIGN_UP_PREFIX = 'Cannot sign up for event: ';

/** §5, §8 and §9 words of the attendance pages (manual add, scanner, multi add, attendance view). */
export const ATTENDANCE_MESSAGES = {
  ...SIGN_UP_MESSAGES,
  invalidCAPID: 'Invalid CAP ID',
  adding: 'Adding...',
  alreadyInAttendanceTitle: 'This member is already in attendance',
  attendanceLoadFailed: 'Could not load attendance for member',
  noPermission: 'You do not have permission to do that',
  /** §8 scanner success: 'Successfully added' the member's name 'to event.' */
  scannerSuccess: (memberName: string) => `Successfully added ${memberName} to event.`,
  /** §9 multi add comment: 'Multi add by' the adding member's name 'on' the date. */
  multiAddComment: (adderName: string, date: string) => `Multi add by ${adderName} on ${date}`,
} as const;

/**
 * Messages the spec does not word (designed here, §5 style): what the attendance calls answer
 * when a client sends what the pages never send, or when time has run out.
 */
export const ATTENDANCE_DESIGNED_MESSAGES = {
  /** §5 "Sign-up is shown only while the event's pickup time is in the future". */
  signUpClosed: 'Sign ups are closed: the event has ended',
  /** §6 "May edit their own attendance until pickup". */
  editClosed: 'Your attendance can no longer be changed: the event has ended',
  /** §4: a new sign-up offers only 'I will attend' and 'I will NOT attend'. */
  statusNotOffered: 'That attendance status is not offered for a new sign-up',
  /** A member setting their own record to a status only attendance managers set (statuses.ts). */
  managerOnlyStatus: "Only an attendance manager can mark a record 'No show'",
  /** Modify or delete of a member without a record. */
  recordNotFound: 'Could not find an attendance record for that member',
  /** A member the account does not have (manager adds). */
  memberNotFound: 'Could not find the member specified',
  /** svc-identity could not be reached for the members' names. */
  memberLoadFailed: 'Could not load member information',
  /** A bulk add naming the same member twice. */
  bulkDuplicate: 'A member is listed more than once',
  bulkEmpty: 'Select at least one member',
  /** A custom field value the event does not define (title, type), or one title twice. */
  customFieldNotOnEvent: "A custom field value does not match the event's custom fields",
} as const;

/** §4 status choices: new sign-up labels, and the four of an existing record. */
export const ATTENDANCE_STATUS_LABELS = {
  newSignUp: {
    COMMITTEDATTENDED: 'I will attend',
    NOTPLANNINGTOATTEND: 'I will NOT attend',
  },
  existing: {
    COMMITTEDATTENDED: 'Committed/Attended',
    NOSHOW: 'No show',
    RESCINDEDCOMMITMENTTOATTEND: 'Rescinded commitment to attend',
    NOTPLANNINGTOATTEND: 'Not planning to attend',
  },
} as const;
