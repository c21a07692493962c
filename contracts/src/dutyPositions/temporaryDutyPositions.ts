// Platform §2/§9 "Temporary duty positions": the about 70 cadet and senior staff duty titles a
// unit may assign locally (with an expiry). Command positions that carry account-wide rights
// (Commander) are NHQ-assigned only, so they are not in this list.
import { z } from 'zod';
import { registerEnumName } from '../validation/enumNames.ts';

export const CADET_TEMPORARY_DUTY_POSITIONS = [
  'Cadet Commander',
  'Cadet Deputy Commander for Operations',
  'Cadet Deputy Commander for Support',
  'Cadet Executive Officer',
  'Cadet First Sergeant',
  'Cadet Flight Commander',
  'Cadet Flight Sergeant',
  'Cadet Element Leader',
  'Cadet Activities Officer',
  'Cadet Activities NCO',
  'Cadet Administrative Officer',
  'Cadet Administrative NCO',
  'Cadet Advisory Council Representative',
  'Cadet Aerospace Education Officer',
  'Cadet Aerospace Education NCO',
  'Cadet Communications Officer',
  'Cadet Communications NCO',
  'Cadet Drug Demand Reduction NCO',
  'Cadet Emergency Services Officer',
  'Cadet Emergency Services NCO',
  'Cadet Historian Officer',
  'Cadet Historian NCO',
  'Cadet IT Officer',
  'Cadet Leadership Officer',
  'Cadet Leadership NCO',
  'Cadet Logistics Officer',
  'Cadet Logistics NCO',
  'Cadet Operations Officer',
  'Cadet Operations NCO',
  'Cadet Public Affairs Officer',
  'Cadet Public Affairs NCO',
  'Cadet Recruiting Officer',
  'Cadet Recruiting NCO',
  'Cadet Safety Officer',
  'Cadet Safety NCO',
  'Cadet Supply Officer',
  'Cadet Supply NCO',
] as const;

export const SENIOR_TEMPORARY_DUTY_POSITIONS = [
  'Activities Officer',
  'Administrative Officer',
  'Aerospace Education Officer',
  'Aircraft Maintenance Officer',
  'Cadet Programs Officer',
  'Chaplain',
  'Character Development Instructor',
  'Communications Officer',
  'Deputy Commander for Cadets',
  'Deputy Commander for Seniors',
  'Drug Demand Reduction Officer',
  'Emergency Services Officer',
  'Emergency Services Training Officer',
  'Executive Officer',
  'Finance Officer',
  'Government Relations Advisor',
  'Health Services Officer',
  'Historian',
  'Homeland Security Officer',
  'Information Technologies Officer',
  'Leadership Officer',
  'Legal Officer',
  'Logistics Officer',
  'Operations Officer',
  'Personnel Officer',
  'Professional Development Officer',
  'Public Affairs Officer',
  'Recruiting and Retention Officer',
  'Safety Officer',
  'Standardization/Evaluation Officer',
  'Supply Officer',
  'Testing Officer',
  'Transportation Officer',
] as const;

/** The whole temporary list, cadet titles first (the order the page offers them in). */
export const TEMPORARY_DUTY_POSITIONS = [
  ...CADET_TEMPORARY_DUTY_POSITIONS,
  ...SENIOR_TEMPORARY_DUTY_POSITIONS,
] as const;

export const TemporaryDutyPosition = z.enum(TEMPORARY_DUTY_POSITIONS);
export type TemporaryDutyPosition = z.infer<typeof TemporaryDutyPosition>;
registerEnumName(TemporaryDutyPosition, 'TemporaryDutyPosition');

export function isTemporaryDutyPosition(duty: string): duty is TemporaryDutyPosition {
  return (TEMPORARY_DUTY_POSITIONS as readonly string[]).includes(duty);
}
