// The task form of the create and edit pages: title, details, due date and the tasked members,
// chosen with the kit's member picker ('Select a member'). Checked as the server checks (the
// contracts' messages), shown after a submit attempt or a change (§5: errors only after a change).
import {
  isCalendarDate,
  memberFullName,
  stringifyMemberReference,
  TASK_DETAILS_MAX,
  TASK_MESSAGES,
  TASK_TITLE_MAX,
  TASKED_MAX,
  toMemberReference,
  type Member,
  type MemberReference,
  type TaskRequest,
} from '@portal/contracts';
import { MemberPicker, TextInput, errorMessage } from '@portal/kit';
import { useState, type FormEvent } from 'react';
import { DateField, TextAreaField } from '../forms/FormFields.tsx';
import { SubmitButton } from '../forms/saveState.tsx';
import { Alert } from '../pageState/Alert.tsx';

export interface TaskedEntry {
  reference: MemberReference;
  name: string;
}

export interface TaskFormValues {
  title: string;
  details: string;
  /** '' for no due date. */
  dueDate: string;
  tasked: TaskedEntry[];
}

export const EMPTY_TASK_FORM: TaskFormValues = { title: '', details: '', dueDate: '', tasked: [] };

/** The form's problems, in the contracts' words (null: none). */
export function taskFormErrors(values: TaskFormValues) {
  return {
    title:
      values.title.trim() === ''
        ? TASK_MESSAGES.titleEmpty
        : values.title.trim().length > TASK_TITLE_MAX
          ? TASK_MESSAGES.titleTooLong
          : null,
    dueDate: values.dueDate !== '' && !isCalendarDate(values.dueDate) ? TASK_MESSAGES.dueDateInvalid : null,
    tasked:
      values.tasked.length === 0
        ? TASK_MESSAGES.noTasked
        : values.tasked.length > TASKED_MAX
          ? TASK_MESSAGES.tooManyTasked
          : null,
  };
}

export function toTaskRequest(values: TaskFormValues): TaskRequest {
  return {
    title: values.title.trim(),
    details: values.details.trim(),
    dueDate: values.dueDate === '' ? null : values.dueDate,
    tasked: values.tasked.map((t) => t.reference),
  };
}

export function TaskForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: TaskFormValues;
  submitLabel: string;
  onSubmit(request: TaskRequest): Promise<void>;
  onCancel(): void;
}) {
  const [values, setValues] = useState<TaskFormValues>(initial);
  const [tried, setTried] = useState(false);
  const [picking, setPicking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const errors = taskFormErrors(values);
  const invalid = errors.title !== null || errors.dueDate !== null || errors.tasked !== null;
  const set = (change: Partial<TaskFormValues>) => setValues((v) => ({ ...v, ...change }));

  function addMember(member: Member) {
    setPicking(false);
    const reference = toMemberReference(member);
    const key = stringifyMemberReference(reference);
    if (values.tasked.some((t) => stringifyMemberReference(t.reference) === key)) return;
    set({ tasked: [...values.tasked, { reference, name: memberFullName(member) }] });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (invalid) return;
    setSaving(true);
    setServerError(null);
    try {
      await onSubmit(toTaskRequest(values));
    } catch (error) {
      setServerError(errorMessage(error));
      setSaving(false);
    }
  }

  return (
    <>
      <form className="adm-tasks-card" onSubmit={(e) => void submit(e)} noValidate aria-label="Task">
        <Alert message={serverError} className="adm-task-message adm-task-error" />
        <div className="adm-task-row">
          <TextInput
            label="Title"
            value={values.title}
            onChange={(title) => set({ title })}
            error={errors.title}
            showError={tried}
            maxLength={TASK_TITLE_MAX}
          />
          <DateField
            label="Due date (optional)"
            value={values.dueDate}
            error={tried && errors.dueDate}
            onChange={(dueDate) => set({ dueDate })}
          />
        </div>
        <TextAreaField
          label="Details"
          className="adm-task-textarea"
          value={values.details}
          maxLength={TASK_DETAILS_MAX}
          onChange={(details) => set({ details })}
        />
        <fieldset className="kit-field" style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
          <legend className="kit-label">Tasked members</legend>
          {values.tasked.length > 0 ? (
            <ul className="adm-task-tasked" aria-label="Tasked members">
              {values.tasked.map((t) => (
                <li key={stringifyMemberReference(t.reference)}>
                  <span>
                    {t.name} <span className="adm-tasks-muted">({t.reference.id})</span>
                  </span>
                  <button
                    type="button"
                    className="kit-button"
                    aria-label={`Remove ${t.name}`}
                    onClick={() => set({ tasked: values.tasked.filter((x) => x !== t) })}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="adm-task-actions">
            <button type="button" className="kit-button" onClick={() => setPicking(true)}>
              Add a member
            </button>
          </div>
          {tried && errors.tasked ? (
            <div className="kit-error" role="alert">
              {errors.tasked}
            </div>
          ) : null}
        </fieldset>
        <div className="adm-task-actions">
          <SubmitButton label={submitLabel} busy={saving} />
          <button type="button" className="kit-button" onClick={onCancel} disabled={saving}>
            Cancel
          </button>
        </div>
      </form>
      {/* outside the form: Enter in the picker's filter must not submit the task */}
      <MemberPicker open={picking} onSelect={addMember} onCancel={() => setPicking(false)} />
    </>
  );
}
