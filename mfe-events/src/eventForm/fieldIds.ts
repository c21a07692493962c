// Where each of the form's message keys lives on the page: the id of its control (or fieldset) and
// the name the missing-fields list gives it. Keys are formErrors' ('name', 'pointsOfContact.1').

/** The id of the control (or fieldset) a message key belongs to. */
export const fieldId = (key: string): string => `evt-field-${key.replace(/\./g, '-')}`;

const LABELS: Record<string, string> = {
  name: 'Event name',
  meetDateTime: 'Meet date and time',
  meetLocation: 'Meet location',
  startDateTime: 'Start date and time',
  location: 'Event location',
  endDateTime: 'End date and time',
  pickupDateTime: 'Pickup date and time',
  pickupLocation: 'Pickup location',
  transportationDescription: 'Transportation description',
  smuniform: 'Uniform (senior members)',
  cuniform: 'Uniform (cadets)',
  activity: 'Activity',
  lodgingArrangments: 'Lodging arrangements',
  requiredForms: 'Required forms',
  mealsDescription: 'Meals',
};

/** The field's name as the form labels it ('Equipment item 2', 'Point of contact 1'). */
export function fieldLabel(key: string): string {
  const [head = key, index] = key.split('.');
  if (index !== undefined && /^\d+$/.test(index)) {
    const n = Number(index) + 1;
    if (head === 'requiredEquipment') return `Equipment item ${n}`;
    if (head === 'pointsOfContact') return `Point of contact ${n}`;
    if (head === 'customAttendanceFields') return `Custom field ${n}`;
  }
  return LABELS[head] ?? head;
}

/** The form's fields from top to bottom: the order the missing-fields list names them in. */
const FORM_ORDER = [
  'name',
  'meetDateTime',
  'meetLocation',
  'startDateTime',
  'location',
  'endDateTime',
  'pickupDateTime',
  'pickupLocation',
  'transportationDescription',
  'activity',
  'lodgingArrangments',
  'smuniform',
  'cuniform',
  'requiredForms',
  'requiredEquipment',
  'mealsDescription',
  'pointsOfContact',
  'customAttendanceFields',
];

/** Message keys in the form's order (keys the list does not know go last, as they came). */
export function inFormOrder(keys: readonly string[]): string[] {
  const rank = (key: string) => {
    const i = FORM_ORDER.indexOf(fieldOf(key));
    return i === -1 ? FORM_ORDER.length : i;
  };
  const index = (key: string) => Number(key.split('.')[1] ?? 0);
  return [...keys].sort((a, b) => rank(a) - rank(b) || index(a) - index(b));
}

/** The value a message key belongs to ('pointsOfContact.1' -> 'pointsOfContact'): what touching marks. */
export const fieldOf = (key: string): string => key.split('.')[0] ?? key;
