// The team form of platform §2 (create and edit): Team name, Team description, the three leader
// pickers, Team visibility and the member list (member plus job, 'Add team member', 'Remove team
// member'). §5: the submit button stays disabled while the form is invalid; the name shows its
// error only after a change; a member row without a member blocks submission.
import { memberFullName, toMemberReference, type Member, type TeamRequest } from '@portal/contracts';
import { MemberPicker, Select, TextInput } from '@portal/kit';
import { useUnsavedChangesGuard } from '@portal/kit/leaveGuard';
import { useState } from 'react';
import { TextAreaField } from '../forms/FormFields.tsx';
import {
  LEADER_FIELDS,
  VISIBILITY_OPTIONS,
  newMemberRow,
  rowHolding,
  teamFormProblems,
  teamRequestFrom,
  type ChosenMember,
  type LeaderRole,
  type TeamFormValues,
} from './teamForm.ts';
import { Alert } from '../pageState/Alert.tsx';

/** Which picker the member dialog fills: a leader role, or a member row (by key). */
type PickTarget = { role: LeaderRole } | { row: number };

export interface TeamFormProps {
  initial: TeamFormValues;
  /** Candidates of every picker, loaded once by the page. */
  candidates: readonly Member[];
  submitLabel: 'Create team' | 'Update team';
  submitting: boolean;
  /** §4 submit ERROR: the page's message and what the server said. */
  failure: { message: string; details: string[] } | null;
  onSubmit(request: Omit<TeamRequest, 'token'>): void;
}

function Chosen({ member }: { member: ChosenMember | null }) {
  return member ? (
    <span className="adm-team-chosen">{member.name}</span>
  ) : (
    <span className="adm-team-chosen adm-team-chosen-none">No member selected</span>
  );
}

export function TeamForm({ initial, candidates, submitLabel, submitting, failure, onSubmit }: TeamFormProps) {
  const [values, setValues] = useState<TeamFormValues>(initial);
  const [picking, setPicking] = useState<PickTarget | null>(null);
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const problems = teamFormProblems(values);
  const request = teamRequestFrom(values);

  const set = (change: Partial<TeamFormValues>) => setValues((v) => ({ ...v, ...change }));
  // changes not yet saved: ask before leaving (a save under way moves to the team's page)
  const leaveGuard = useUnsavedChangesGuard(
    !submitting && JSON.stringify(values) !== JSON.stringify(initial),
  );

  const choose = (member: Member) => {
    const chosen: ChosenMember = { reference: toMemberReference(member), name: memberFullName(member) };
    const target = picking;
    setPicking(null);
    setDuplicate(null);
    if (!target) return;
    if ('role' in target) {
      set({ [target.role]: chosen });
      return;
    }
    // a member is listed once; their job says what they do
    if (rowHolding(values, chosen.reference, target.row)) {
      setDuplicate(`${chosen.name} is already a team member`);
      return;
    }
    setValues((v) => ({
      ...v,
      members: v.members.map((row) => (row.key === target.row ? { ...row, member: chosen } : row)),
    }));
  };

  const addRow = () => setValues((v) => ({ ...v, members: [...v.members, newMemberRow()] }));
  const removeRow = (key: number) =>
    setValues((v) => ({ ...v, members: v.members.filter((row) => row.key !== key) }));
  const setJob = (key: number, job: string) =>
    setValues((v) => ({ ...v, members: v.members.map((row) => (row.key === key ? { ...row, job } : row)) }));

  return (
    <>
      <form
        className="adm-team-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (request && !submitting) onSubmit(request);
        }}
      >
        <section className="adm-team-section" aria-labelledby="adm-team-form-info">
          <h2 id="adm-team-form-info">Team information</h2>
          <TextInput
            label="Team name"
            value={values.name}
            onChange={(name) => set({ name })}
            error={problems.name ?? null}
            maxLength={200}
            autoComplete="off"
          />
          <TextAreaField
            label="Team description"
            value={values.description}
            maxLength={5000}
            onChange={(description) => set({ description })}
          />
          <Select
            label="Team visibility"
            value={values.visibility ?? ''}
            options={VISIBILITY_OPTIONS}
            {...(values.visibility === null ? { placeholder: 'Select a publicity' } : {})}
            error={problems.visibility ?? null}
            hint="Private: only team members see the membership. Protected: anyone signed in. Public: everyone."
            onChange={(value) => {
              const option = VISIBILITY_OPTIONS.find((o) => o.value === value);
              set({ visibility: option ? option.value : null });
            }}
          />
        </section>

        <section className="adm-team-section" aria-labelledby="adm-team-form-leaders">
          <h2 id="adm-team-form-leaders">Team leaders</h2>
          {LEADER_FIELDS.map(({ role, label }) => (
            <fieldset key={role} className="adm-team-picker">
              <legend>{label}</legend>
              <div className="adm-team-picker-row">
                <Chosen member={values[role]} />
                <button type="button" className="kit-button" onClick={() => setPicking({ role })}>
                  Select a member
                </button>
                {values[role] ? (
                  <button type="button" className="kit-button" onClick={() => set({ [role]: null })}>
                    Clear
                  </button>
                ) : null}
              </div>
            </fieldset>
          ))}
        </section>

        <section className="adm-team-section" aria-labelledby="adm-team-form-members">
          <h2 id="adm-team-form-members">Team members</h2>
          {values.members.length === 0 ? <p className="adm-team-empty">No team members yet.</p> : null}
          <ol className="adm-team-member-rows">
            {values.members.map((row, index) => (
              <li
                key={row.key}
                className={`adm-team-member-row${row.member ? '' : ' adm-team-member-row-invalid'}`}
              >
                <fieldset className="adm-team-picker">
                  <legend>Team member {index + 1}</legend>
                  <div className="adm-team-member-grid">
                    <div className="adm-team-picker-row">
                      <Chosen member={row.member} />
                      <button
                        type="button"
                        className="kit-button"
                        onClick={() => setPicking({ row: row.key })}
                      >
                        Select a member
                      </button>
                    </div>
                    <TextInput
                      label="Job"
                      value={row.job}
                      maxLength={200}
                      autoComplete="off"
                      onChange={(job) => setJob(row.key, job)}
                    />
                    <button type="button" className="kit-button" onClick={() => removeRow(row.key)}>
                      Remove team member
                    </button>
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
          <Alert message={problems.members} className="kit-error" />
          <Alert message={duplicate} className="kit-error" />
          <button type="button" className="kit-button" onClick={addRow}>
            Add team member
          </button>
        </section>

        {failure ? (
          <div className="adm-team-message" role="alert">
            {failure.message}
            {failure.details.length > 0 ? (
              <ul>
                {failure.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <div className="adm-team-form-actions">
          <button
            type="submit"
            className="kit-button kit-button-primary"
            disabled={request === null || submitting}
          >
            {submitLabel}
          </button>
          {submitting ? <span className="adm-team-muted">Saving...</span> : null}
        </div>
      </form>
      {/* outside the form: Enter in the picker's filter must not submit the team */}
      <MemberPicker
        open={picking !== null}
        members={candidates}
        onSelect={choose}
        onCancel={() => setPicking(null)}
      />
      {leaveGuard}
    </>
  );
}
