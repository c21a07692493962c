// The slip's content: the fields the CAPF 60-80 PDF shows about the activity, taken from an event.
// One list for the PDF, the signing page, the hash of what a guardian signed and the re-signing
// rule (a change to one of these fields makes a signed slip "needs re-signing").
import { z } from 'zod';
import { EpochMs, type CheckboxGroup, type Event } from '../entities.ts';

export const SlipPointOfContact = z.object({
  name: z.string(),
  position: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type SlipPointOfContact = z.infer<typeof SlipPointOfContact>;

export const SlipFields = z.object({
  /** The event's name and subtitle (the PDF's "Activity"). */
  activity: z.string(),
  meetDateTime: EpochMs,
  startDateTime: EpochMs,
  endDateTime: EpochMs,
  pickupDateTime: EpochMs,
  meetLocation: z.string(),
  location: z.string(),
  pickupLocation: z.string(),
  /** 'Provided: {description}', 'Provided' or 'Not provided'. */
  transportation: z.string(),
  /** The chosen cadet uniform labels. */
  uniform: z.array(z.string()),
  requiredEquipment: z.array(z.string()),
  /** feeAmount 0: no cost; feeDue an epoch ms (shown in the event's zone). */
  cost: z.object({ feeAmount: z.number().nonnegative(), feeDue: EpochMs }),
  /** Only the publicly displayed points of contact, as the PDF's tear-off part. */
  pointsOfContact: z.array(SlipPointOfContact),
});
export type SlipFields = z.infer<typeof SlipFields>;
export type SlipFieldName = keyof SlipFields;

/** The field names in the order the slip shows them. */
export const SLIP_FIELD_NAMES = Object.keys(SlipFields.shape) as SlipFieldName[];

/** Human labels of the fields, for "what changed" in emails and on the page. */
export const SLIP_FIELD_LABELS: Record<SlipFieldName, string> = {
  activity: 'Activity',
  meetDateTime: 'Meet time',
  startDateTime: 'Start time',
  endDateTime: 'End time',
  pickupDateTime: 'Pickup time',
  meetLocation: 'Meet location',
  location: 'Location',
  pickupLocation: 'Pickup location',
  transportation: 'Transportation',
  uniform: 'Uniform',
  requiredEquipment: 'Required equipment',
  cost: 'Cost',
  pointsOfContact: 'Points of contact',
};

function chosen(group: CheckboxGroup): string[] {
  const items = group.labels.filter((_, i) => group.values[i]);
  if (group.otherSelected && (group.otherValue ?? '').trim() !== '') items.push(group.otherValue!.trim());
  return items;
}

type SlipEvent = Pick<
  Event,
  | 'name'
  | 'subtitle'
  | 'meetDateTime'
  | 'startDateTime'
  | 'endDateTime'
  | 'pickupDateTime'
  | 'meetLocation'
  | 'location'
  | 'pickupLocation'
  | 'transportationProvided'
  | 'transportationDescription'
  | 'cuniform'
  | 'requiredEquipment'
  | 'participationFee'
  | 'pointsOfContact'
>;

/** The slip's fields of an event (internal contacts without a stored name show their CAPID). */
export function slipFieldsOf(e: SlipEvent): SlipFields {
  return {
    activity: e.name + (e.subtitle ? ` — ${e.subtitle}` : ''),
    meetDateTime: e.meetDateTime,
    startDateTime: e.startDateTime,
    endDateTime: e.endDateTime,
    pickupDateTime: e.pickupDateTime,
    meetLocation: e.meetLocation,
    location: e.location,
    pickupLocation: e.pickupLocation,
    transportation: e.transportationProvided
      ? `Provided${e.transportationDescription ? `: ${e.transportationDescription}` : ''}`
      : 'Not provided',
    uniform: chosen(e.cuniform),
    requiredEquipment: [...e.requiredEquipment],
    // no fee: no due date either (the PDF shows 'None'), so moving a free event changes no cost
    cost:
      e.participationFee.feeAmount > 0
        ? { feeAmount: e.participationFee.feeAmount, feeDue: e.participationFee.feeDue }
        : { feeAmount: 0, feeDue: 0 },
    pointsOfContact: e.pointsOfContact
      .filter((p) => p.publicDisplay)
      .map((p) => ({
        name: p.type === 'EXTERNAL' ? p.name : (p.name ?? `CAPID ${p.memberReference.id}`),
        position: p.position ?? '',
        phone: p.phone ?? '',
        email: p.email ?? '',
      })),
  };
}

/** JSON with object keys sorted, so a value read back from storage (jsonb reorders keys) compares equal. */
function stableText(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

/** A stable text of the fields (keys in slip order): what the content hash is taken over. */
export function canonicalSlipText(fields: SlipFields): string {
  return stableText(SLIP_FIELD_NAMES.map((name) => [name, fields[name]]));
}

/** The fields whose value differs between what was signed and what the event says now. */
export function changedSlipFields(signed: SlipFields, now: SlipFields): SlipFieldName[] {
  return SLIP_FIELD_NAMES.filter((name) => stableText(signed[name]) !== stableText(now[name]));
}
