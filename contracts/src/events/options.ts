// Events spec §3 "Checkbox option lists": the labels of the checkbox groups of the event form.
// Activity, meals and lodging are the spec's texts word for word. The spec names seven required
// forms and two uniform lists without showing their texts: those lists are designed here (the
// organisation's usual forms and uniforms) and may be replaced without a schema change, since a
// stored group carries its own labels.

/** §3 Activity. */
export const ACTIVITY_OPTIONS = [
  'Squadron Meeting',
  'Classroom/Tour/Light',
  'Backcountry',
  'Flying',
  'Physically Rigorous',
  'Recurring Meeting',
] as const;

/** §3 Meals. */
export const MEALS_OPTIONS = [
  'No meals provided',
  'Meals provided',
  'Bring own food',
  'Bring money',
] as const;

/** §3 Lodging. */
export const LODGING_OPTIONS = [
  'Hotel or individual room',
  'Open bay building',
  'Large tent',
  'Individual tent',
] as const;

/**
 * §3 Required forms: "seven named forms (the names: not shown)". Designed: the seven forms a unit
 * asks for, including 60-80 (the permission slip) and 160, 161, 163 (the organizer form links of §2).
 */
export const REQUIRED_FORMS_OPTIONS = [
  'CAP Identification Card',
  'CAPF 31 Application For CAP Encampment Or Special Activity',
  'CAPF 60-80 Civil Air Patrol Cadet Activity Permission Slip',
  'CAPF 101 Specialty Qualification Card',
  'CAPF 160 CAP Member Health History Form',
  'CAPF 161 Emergency Information',
  'CAPF 163 Permission For Provision Of Minor Cadet Over-The-Counter Medication',
] as const;

/** §3 Uniforms, senior members (contents not shown in the spec: designed). */
export const SENIOR_UNIFORM_OPTIONS = [
  'No uniform requirement',
  'Dress Blue A',
  'Dress Blue B',
  'Operational Camouflage Pattern (OCP)',
  'Corporate Service Uniform',
  'Polo Shirts',
  'Blue Utilities',
  'Flight Suit',
  'PT Gear',
  'Civilian Attire',
] as const;

/** §3 Uniforms, cadets (contents not shown in the spec: designed). */
export const CADET_UNIFORM_OPTIONS = [
  'No uniform requirement',
  'Dress Blue A',
  'Dress Blue B',
  'Operational Camouflage Pattern (OCP)',
  'Flight Suit',
  'PT Gear',
  'Civilian Attire',
] as const;

/** §3 Echelon event number selections (group and region event numbers) with their labels. */
export const ECHELON_EVENT_NUMBER_LABELS = ['Not Required', 'To Be Applied For', 'Applied For'] as const;

/** §3 requirementTag: index 0 of the course list is 'Not Needed' (stored as null). */
export const REQUIREMENT_TAG_NONE = 'Not Needed';
