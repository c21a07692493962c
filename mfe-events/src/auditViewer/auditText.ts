// Text of the §3 audit items on the audit viewer: a readable name per event field (the form's words)
// and a short text per stored value (times in the viewer's HH:MM on MM/DD/YYYY, checkbox groups as
// their chosen labels, booleans Yes/No). A value with no better reading is shown as compact JSON, so
// nothing that changed is ever hidden.
import {
  EVENT_STATUS_NAMES,
  formatViewerDateTime,
  type CheckboxGroup,
  type EventStatus,
} from '@portal/contracts';
import { chosen } from '../eventViewer/viewerText.ts';

export const FIELD_LABELS: Record<string, string> = {
  id: 'Event number',
  accountID: 'Account',
  type: 'Event type',
  author: 'Author',
  name: 'Event name',
  subtitle: 'Subtitle',
  status: 'Status',
  comments: 'Comments',
  memberComments: 'Member comments',
  administrationComments: 'Administration comments',
  meetLocation: 'Meet location',
  location: 'Location',
  pickupLocation: 'Pickup location',
  meetDateTime: 'Meet time',
  startDateTime: 'Start time',
  endDateTime: 'End time',
  pickupDateTime: 'Pickup time',
  transportationProvided: 'Transportation provided',
  transportationDescription: 'Transportation description',
  activity: 'Activity',
  lodgingArrangments: 'Lodging arrangements',
  eventWebsite: 'Event website',
  highAdventureDescription: 'High adventure description',
  smuniform: 'Senior member uniform',
  cuniform: 'Cadet uniform',
  requiredForms: 'Required forms',
  requiredEquipment: 'Required equipment',
  mealsDescription: 'Meals',
  desiredNumberOfParticipants: 'Desired number of participants',
  useRegistration: 'Use registration',
  registration: 'Registration',
  participationFee: 'Participation fee',
  acceptSignups: 'Accept sign-ups',
  signUpDenyMessage: 'Sign-up deny message',
  useEmailBody: 'Use sign-up email body',
  emailBody: 'Sign-up email body',
  signUpPartTime: 'Part-time sign-up',
  showUpcoming: 'Show in upcoming events',
  complete: 'Complete',
  groupEventNumber: 'Group event number',
  regionEventNumber: 'Region event number',
  pointsOfContact: 'Points of contact',
  customAttendanceFields: 'Custom attendance fields',
  fileIDs: 'File attachments',
  privateAttendance: 'Private attendance',
  requirementTag: 'Requirement tag',
  teamID: 'Team',
  limitSignupsToTeam: 'Limit sign-ups to team',
  targetAccountID: 'Linked from account',
  targetEventID: 'Linked from event',
  debrief: 'Debrief',
};

/** 'desiredNumberOfParticipants' -> 'Desired number of participants' for a field not listed above. */
export function fieldLabel(key: string): string {
  const known = FIELD_LABELS[key];
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TIME_FIELDS = new Set(['meetDateTime', 'startDateTime', 'endDateTime', 'pickupDateTime']);
export const EMPTY_VALUE = '(empty)';

const isCheckboxGroup = (v: unknown): v is CheckboxGroup =>
  typeof v === 'object' &&
  v !== null &&
  Array.isArray((v as CheckboxGroup).labels) &&
  Array.isArray((v as CheckboxGroup).values);

/**
 * One stored value of `key` as text; times in `zone`, the account's ('' while it is not known yet),
 * America/New_York when not given.
 */
export function valueText(key: string, value: unknown, zone?: string | null): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (TIME_FIELDS.has(key) && typeof value === 'number')
    return zone === null ? '' : formatViewerDateTime(value, zone);
  if (key === 'status' && typeof value === 'string' && value in EVENT_STATUS_NAMES)
    return EVENT_STATUS_NAMES[value as EventStatus];
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (isCheckboxGroup(value)) return chosen(value) || EMPTY_VALUE;
  if (Array.isArray(value)) {
    if (value.length === 0) return EMPTY_VALUE;
    if (value.every((v) => typeof v === 'string' || typeof v === 'number')) return value.join(', ');
  }
  return JSON.stringify(value);
}
