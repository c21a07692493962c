// The team form of platform §2/§5 as plain data: values, the rules that block submission, and the
// conversions to and from the call schemas of contracts/src/teams/calls.ts. Pure (teamForm.test.ts).
import {
  TEAM_MESSAGES,
  areMemberReferencesEqual,
  type MemberReference,
  type Team,
  type TeamLeader,
  type TeamRequest,
  type TeamVisibility,
} from '@portal/contracts';

/** A member chosen in a picker: the reference sent to the server and the name shown. */
export interface ChosenMember {
  reference: MemberReference;
  name: string;
}

/**
 * One row of the member list. §4: loaded members are converted to optional references (a new row
 * has none yet) and back on submit; `key` keeps React's rows apart while rows come and go.
 */
export interface MemberRow {
  key: number;
  member: ChosenMember | null;
  job: string;
}

export type LeaderRole = 'cadetLeader' | 'seniorMentor' | 'seniorCoach';

export interface TeamFormValues {
  name: string;
  description: string;
  /** null only when nothing is chosen: §5 'Please select a publicity'. */
  visibility: TeamVisibility | null;
  cadetLeader: ChosenMember | null;
  seniorMentor: ChosenMember | null;
  seniorCoach: ChosenMember | null;
  members: MemberRow[];
}

/** §2: the three pickers of the form, in the order the spec lists them, with the spec's labels. */
export const LEADER_FIELDS: readonly { role: LeaderRole; label: string }[] = [
  { role: 'cadetLeader', label: 'Cadet team leader' },
  { role: 'seniorMentor', label: 'Senior mentor' },
  { role: 'seniorCoach', label: 'Senior coach' },
];

/** §2: 'Team visibility (Private, Protected, Public)'. */
export const VISIBILITY_OPTIONS: readonly { value: TeamVisibility; label: string }[] = [
  { value: 'PRIVATE', label: 'Private' },
  { value: 'PROTECTED', label: 'Protected' },
  { value: 'PUBLIC', label: 'Public' },
];

/** §2: the form's default visibility is Protected; the create page starts at Private. */
export const FORM_DEFAULT_VISIBILITY: TeamVisibility = 'PROTECTED';
export const CREATE_PAGE_VISIBILITY: TeamVisibility = 'PRIVATE';

export function emptyTeamForm(visibility: TeamVisibility | null = FORM_DEFAULT_VISIBILITY): TeamFormValues {
  return {
    name: '',
    description: '',
    visibility,
    cadetLeader: null,
    seniorMentor: null,
    seniorCoach: null,
    members: [],
  };
}

let nextRowKey = 1;
export function newMemberRow(member: ChosenMember | null = null, job = ''): MemberRow {
  return { key: nextRowKey++, member, job };
}

const chosenLeader = (leader: TeamLeader | null): ChosenMember | null =>
  leader ? { reference: leader.reference, name: leader.name } : null;

/**
 * The edit form's values of a loaded team. A member without a server-given name shows its
 * reference string rather than nothing.
 */
export function teamFormFrom(team: Team): TeamFormValues {
  return {
    name: team.name,
    description: team.description,
    visibility: team.visibility,
    cadetLeader: chosenLeader(team.cadetLeader),
    seniorMentor: chosenLeader(team.seniorMentor),
    seniorCoach: chosenLeader(team.seniorCoach),
    members: (team.members ?? []).map((m) =>
      newMemberRow(
        { reference: m.reference, name: m.name ?? `${m.reference.type}-${m.reference.id}` },
        m.job,
      ),
    ),
  };
}

export interface TeamFormProblems {
  name?: string;
  visibility?: string;
  members?: string;
}

/** §5 team form: name non-empty; every member row has a member chosen; visibility required. */
export function teamFormProblems(values: TeamFormValues): TeamFormProblems {
  const problems: TeamFormProblems = {};
  if (values.name.trim() === '') problems.name = TEAM_MESSAGES.nameEmpty;
  if (values.visibility === null) problems.visibility = TEAM_MESSAGES.selectPublicity;
  if (values.members.some((row) => row.member === null)) problems.members = TEAM_MESSAGES.memberRowEmpty;
  return problems;
}

export const isTeamFormValid = (values: TeamFormValues): boolean =>
  Object.keys(teamFormProblems(values)).length === 0;

/** The POST /team and PUT /team/{id} body, or null while the form is invalid (§4: submission blocked). */
export function teamRequestFrom(values: TeamFormValues): Omit<TeamRequest, 'token'> | null {
  if (!isTeamFormValid(values) || values.visibility === null) return null;
  return {
    name: values.name.trim(),
    description: values.description,
    visibility: values.visibility,
    cadetLeader: values.cadetLeader?.reference ?? null,
    seniorMentor: values.seniorMentor?.reference ?? null,
    seniorCoach: values.seniorCoach?.reference ?? null,
    members: values.members.flatMap((row) =>
      row.member ? [{ reference: row.member.reference, job: row.job.trim() }] : [],
    ),
  };
}

/** The row (other than `except`) that already holds this member, if any: a member is listed once. */
export function rowHolding(
  values: TeamFormValues,
  reference: MemberReference,
  except?: number,
): MemberRow | undefined {
  return values.members.find(
    (row) =>
      row.key !== except && row.member !== null && areMemberReferencesEqual(row.member.reference, reference),
  );
}
