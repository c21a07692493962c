// The event form's values (events §2/§3): the §3 content with the four times allowed to be empty
// (a new event's pickers start empty so §4's time defaults can fill them), the §5 messages per
// field, and the bodies of create (whole form) and update (changed fields only).
import {
  applyLocationDefaults,
  changeEventTime,
  eventFormErrors,
  newEventContent,
  type Event,
  type EventContent,
  type EventTimeField,
} from '@portal/contracts';

export type EventFormValues = Omit<EventContent, EventTimeField> & Record<EventTimeField, number | null>;

/** Designed (§5 has no words for an empty picker): shown under an empty time. */
export const TIME_REQUIRED = 'A time must be chosen';

export const TIME_FIELDS: readonly EventTimeField[] = [
  'meetDateTime',
  'startDateTime',
  'endDateTime',
  'pickupDateTime',
];

/** A new event: §3 defaults, the four pickers empty. */
export function newEventForm(now: number): EventFormValues {
  return {
    ...newEventContent(now),
    meetDateTime: null,
    startDateTime: null,
    endDateTime: null,
    pickupDateTime: null,
  };
}

/** The editable content of a stored event (the server-set fields dropped). */
export function eventFormFrom(event: Event): EventFormValues {
  const {
    id: _id,
    accountID: _a,
    type: _t,
    author: _au,
    debrief: _d,
    targetAccountID: _ta,
    targetEventID: _te,
    ...content
  } = event;
  return content;
}

/** One picker changed: on a new event §4's defaults fill the empty ones; an edit sets just that one. */
export function setTime(
  values: EventFormValues,
  field: EventTimeField,
  value: number | null,
  isNew: boolean,
): EventFormValues {
  if (!isNew) return { ...values, [field]: value };
  return { ...values, ...changeEventTime(values, field, value) };
}

/** §4 "Empty locations copy the meet location" (when the meet location is left). */
export function fillLocations(values: EventFormValues): EventFormValues {
  return { ...values, ...applyLocationDefaults(values) };
}

/** Field key (first path part, or 'pointsOfContact.1') -> its §5 messages. */
export type FormErrors = Record<string, string[]>;

export function formErrors(values: EventFormValues): FormErrors {
  const out: FormErrors = {};
  const add = (key: string, message: string) => (out[key] ??= []).push(message);
  for (const f of TIME_FIELDS) if (values[f] === null) add(f, TIME_REQUIRED);
  const times = Object.fromEntries(TIME_FIELDS.map((f) => [f, values[f] ?? undefined]));
  for (const e of eventFormErrors({ ...values, ...times } as Partial<EventContent>)) {
    add(e.path.length > 1 ? `${e.path[0]}.${e.path[1]}` : e.path[0]!, e.message);
  }
  return out;
}

/** The whole content, once every time is set (null: not ready to send). */
export function contentOf(values: EventFormValues): EventContent | null {
  const { meetDateTime, startDateTime, endDateTime, pickupDateTime } = values;
  if (meetDateTime === null || startDateTime === null || endDateTime === null || pickupDateTime === null)
    return null;
  return { ...values, meetDateTime, startDateTime, endDateTime, pickupDateTime };
}

/** PUT body: the fields that differ from the loaded event (compared as JSON). */
export function changedFields(initial: EventContent, current: EventContent): Partial<EventContent> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(current) as (keyof EventContent)[]) {
    if (JSON.stringify(current[key]) !== JSON.stringify(initial[key])) out[key] = current[key];
  }
  return out as Partial<EventContent>;
}
