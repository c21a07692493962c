// Events the benches create through POST /api/events: valid bodies built on contracts' defaults.
import { newEventContent } from '@portal/contracts';

/**
 * A CONFIRMED event a week ahead. `participants` sets desiredNumberOfParticipants (the default 8
 * puts every further sign-up on the waitlist); `recurringMeeting` ticks the §2 'Recurring Meeting'
 * activity, which the home page's next-meeting panel (GET /api/events/recurring) looks for.
 */
export function eventBody({ name = 'Bench sign-ups', participants, recurringMeeting = false } = {}) {
  const meet = Date.now() + 7 * 86_400_000;
  const base = newEventContent(meet);
  return {
    ...base,
    name,
    status: 'CONFIRMED',
    meetLocation: 'Hangar 3',
    location: 'Hangar 3',
    pickupLocation: 'Hangar 3',
    startDateTime: meet + 900_000,
    endDateTime: meet + 8_100_000,
    pickupDateTime: meet + 9_000_000,
    smuniform: { ...base.smuniform, values: base.smuniform.values.map((_, i) => i === 0) },
    cuniform: { ...base.cuniform, values: base.cuniform.values.map((_, i) => i === 0) },
    ...(participants === undefined ? {} : { desiredNumberOfParticipants: participants }),
    ...(recurringMeeting
      ? { activity: { ...base.activity, values: base.activity.labels.map((l) => l === 'Recurring Meeting') } }
      : {}),
  };
}
