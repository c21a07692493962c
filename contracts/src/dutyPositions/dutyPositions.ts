// Platform §9 "Duty positions: about 120 cadet and senior titles": every title a member may hold,
// as the organisation's member database names them. The temporary list (about 70, assigned
// locally) is one part of it; the titles below are assigned by national headquarters only, among
// them the command positions that carry rights (Commander for event accounts, §6) and the
// directors of group, wing and region staffs.
import { CADET_TEMPORARY_DUTY_POSITIONS, SENIOR_TEMPORARY_DUTY_POSITIONS } from './temporaryDutyPositions.ts';

export const CADET_NHQ_DUTY_POSITIONS = [
  'Cadet Deputy Commander',
  'Cadet Advisory Council Assistant Representative',
  'Cadet Advisory Council Chair',
  'Cadet Advisory Council Vice Chair',
  'Cadet Advisory Council Recorder',
  'Cadet Character Development Officer',
  'Cadet Color Guard Commander',
  'Cadet Drill Team Commander',
  'Cadet Drug Demand Reduction Officer',
  'Cadet Finance Officer',
  'Cadet Health Services Officer',
  'Cadet Personnel Officer',
  'Cadet Squad Leader',
  'Cadet Standardization/Evaluation Officer',
  'Cadet Testing Officer',
  'Cadet Training Officer',
  'Cadet Training NCO',
] as const;

export const SENIOR_NHQ_DUTY_POSITIONS = [
  'Commander',
  'Vice Commander',
  'Deputy Commander',
  'Chief of Staff',
  'Advisor to the Commander',
  'Inspector General',
  'Aerospace Education Member',
  'Alerting Officer',
  'Check Pilot',
  'Check Pilot Examiner',
  'Counterdrug Officer',
  'Diversity Officer',
  'Financial Management Officer',
  'Flight Release Officer',
  'Plans and Programs Officer',
  'Squadron Activities Officer',
  'Web Security Administrator',
  'Director of Administration',
  'Director of Aerospace Education',
  'Director of Cadet Programs',
  'Director of Communications',
  'Director of Emergency Services',
  'Director of Finance',
  'Director of Government Relations',
  'Director of Health Services',
  'Director of Homeland Security',
  'Director of Information Technologies',
  'Director of Logistics',
  'Director of Operations',
  'Director of Personnel',
  'Director of Professional Development',
  'Director of Public Affairs',
  'Director of Recruiting and Retention',
  'Director of Safety',
  'Director of Standardization/Evaluation',
] as const;

/** All duty titles: cadet titles first, then senior titles, each temporary ones first. */
export const DUTY_POSITIONS = [
  ...CADET_TEMPORARY_DUTY_POSITIONS,
  ...CADET_NHQ_DUTY_POSITIONS,
  ...SENIOR_TEMPORARY_DUTY_POSITIONS,
  ...SENIOR_NHQ_DUTY_POSITIONS,
] as const;
export type DutyPositionTitle = (typeof DUTY_POSITIONS)[number];

export function isDutyPositionTitle(duty: string): duty is DutyPositionTitle {
  return (DUTY_POSITIONS as readonly string[]).includes(duty);
}
