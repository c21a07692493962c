// Events §2 Event form: Extra Information (participants, registration, fee, sign-ups, email body,
// echelon event numbers, requirement tag, administration comments) and Team Information (GET
// /api/team; a failure shows §8 'Could not load member or team information'). §3: the group event
// number shows only on squadron accounts, the requirement tag only on the one account that uses it
// (contracts requirementTags.ts: its course list is designed, the spec does not show it); a field
// not shown keeps its stored value.
import {
  ECHELON_EVENT_NUMBER_LABELS,
  EVENT_MESSAGES,
  REQUIREMENT_TAG_OPTIONS,
  requirementTagFromOption,
  requirementTagOption,
  showsGroupEventNumber,
  showsRequirementTag,
  SIGNUP_EMAIL_PLACEHOLDER_HINT,
  type Account,
  type EchelonEventNumber,
  type EchelonEventNumberState,
  type Team,
} from '@portal/contracts';
import { Checkbox, IntegerInput, Select, TextInput, type LoadState } from '@portal/kit';
import { MarkdownArea, TimeInput } from '../inputs/formInputs.tsx';
import type { SectionProps } from './EventFormSections.tsx';
import { formFields } from './formFields.tsx';

function Echelon(props: { label: string; value: EchelonEventNumber; onChange(v: EchelonEventNumber): void }) {
  const { value, onChange } = props;
  return (
    <fieldset>
      <legend>{props.label}</legend>
      <Select
        label={`${props.label} status`}
        value={String(value.selection)}
        options={ECHELON_EVENT_NUMBER_LABELS.map((label, i) => ({ value: String(i), label }))}
        onChange={(s) => onChange({ ...value, selection: Number(s) as EchelonEventNumberState })}
      />
      <Checkbox
        label="Other"
        checked={value.otherValueSelected}
        onChange={(c) => onChange({ ...value, otherValueSelected: c })}
      />
      {value.otherValueSelected && (
        <TextInput
          label={`${props.label}: other`}
          value={value.otherValue}
          onChange={(otherValue) => onChange({ ...value, otherValue })}
        />
      )}
    </fieldset>
  );
}

const ECHELONS = [
  ['groupEventNumber', 'Group event number'],
  ['regionEventNumber', 'Region event number'],
] as const;

/** The account the form is on (GET /api/accountcheck); null while unknown (account-specific fields stay hidden). */
export type FormAccount = Pick<Account, 'id' | 'type'> | null;

/** The requirement tag's list; a stored tag no longer on the list stays choosable. */
function tagOptions(tag: string | null) {
  const names =
    tag === null || REQUIREMENT_TAG_OPTIONS.includes(tag)
      ? REQUIREMENT_TAG_OPTIONS
      : [...REQUIREMENT_TAG_OPTIONS, tag];
  return names.map((name) => ({ value: name, label: name }));
}

export function ExtraSection(props: SectionProps & { account: FormAccount }) {
  const { values: v, set, account } = props;
  const echelons = ECHELONS.filter(
    ([key]) => key !== 'groupEventNumber' || showsGroupEventNumber(account?.type ?? null),
  );
  const { text, check, markdown } = formFields(props);
  return (
    <>
      <IntegerInput
        label="Desired number of participants"
        value={v.desiredNumberOfParticipants}
        onChange={(desiredNumberOfParticipants) => set({ desiredNumberOfParticipants })}
      />
      {check('useRegistration', 'Use registration')}
      {v.useRegistration && (
        <>
          <TimeInput
            label="Registration deadline"
            value={v.registration.deadline}
            onChange={(ms) => ms !== null && set({ registration: { ...v.registration, deadline: ms } })}
          />
          <MarkdownArea
            label="Registration information"
            value={v.registration.information}
            onChange={(information) => set({ registration: { ...v.registration, information } })}
          />
        </>
      )}
      <TextInput
        label="Participation fee"
        type="number"
        value={String(v.participationFee.feeAmount)}
        onChange={(t) => {
          const n = Number(t);
          if (Number.isFinite(n) && n >= 0)
            set({ participationFee: { ...v.participationFee, feeAmount: n } });
        }}
      />
      {v.participationFee.feeAmount > 0 && (
        <TimeInput
          label="Fee due"
          value={v.participationFee.feeDue}
          onChange={(ms) => ms !== null && set({ participationFee: { ...v.participationFee, feeDue: ms } })}
        />
      )}
      {check('acceptSignups', 'Accept sign-ups')}
      {!v.acceptSignups && text('signUpDenyMessage', 'Sign-up deny message')}
      {check('useEmailBody', 'Send an email on sign-up')}
      {v.useEmailBody && (
        <>
          <MarkdownArea
            label="Sign-up email body"
            value={v.emailBody.body}
            onChange={(body) => set({ emailBody: { body } })}
          />
          <p className="evt-hint">{SIGNUP_EMAIL_PLACEHOLDER_HINT}</p>
        </>
      )}
      {check('signUpPartTime', 'Allow part-time sign-ups')}
      {check('showUpcoming', 'Show on the upcoming list')}
      {check('complete', 'Complete')}
      {check('privateAttendance', 'Private attendance')}
      {echelons.map(([key, label]) => (
        <Echelon key={key} label={label} value={v[key]} onChange={(n) => set({ [key]: n })} />
      ))}
      {showsRequirementTag(account?.id ?? null) && (
        <Select
          label="Requirement tag"
          value={requirementTagOption(v.requirementTag)}
          options={tagOptions(v.requirementTag)}
          onChange={(option) => set({ requirementTag: requirementTagFromOption(option) })}
        />
      )}
      {markdown('administrationComments', 'Administration comments')}
    </>
  );
}

export type TeamsLoad = LoadState<Team[]>;

export function TeamSection(props: SectionProps & { teams: TeamsLoad }) {
  const { values: v, set, teams } = props;
  const { check } = formFields(props);
  if (teams.state === 'ERROR') return <p role="alert">{EVENT_MESSAGES.formListsFailed}</p>;
  if (teams.state === 'LOADING') return <p className="evt-hint">Loading teams...</p>;
  return (
    <>
      <Select
        label="Team"
        value={v.teamID === null ? '' : String(v.teamID)}
        options={[
          { value: '', label: 'No team' },
          ...teams.value.map((t) => ({ value: String(t.id), label: t.name })),
        ]}
        onChange={(t) =>
          set({ teamID: t === '' ? null : Number(t), ...(t === '' ? { limitSignupsToTeam: false } : {}) })
        }
      />
      {v.teamID !== null && check('limitSignupsToTeam', 'Limit sign-ups to team members')}
    </>
  );
}
