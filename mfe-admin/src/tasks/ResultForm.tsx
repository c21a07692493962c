// The signed-in tasked member's own result on the task page: done, and comments.
import { TASK_COMMENTS_MAX, TASK_MESSAGES, type Task, type TaskResult } from '@portal/contracts';
import { Checkbox, type ApiClient, errorMessage } from '@portal/kit';
import { useId, useState, type FormEvent } from 'react';
import { recordTaskResult } from './taskCalls.ts';

type Save = { kind: 'IDLE' } | { kind: 'SAVING' } | { kind: 'SAVED' } | { kind: 'ERROR'; message: string };

export function ResultForm({
  task,
  mine,
  client,
  onSaved,
}: {
  task: Task;
  mine: TaskResult;
  client: ApiClient;
  onSaved(task: Task): void;
}) {
  const ids = useId();
  const [done, setDone] = useState(mine.done);
  const [comments, setComments] = useState(mine.comments);
  const [save, setSave] = useState<Save>({ kind: 'IDLE' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSave({ kind: 'SAVING' });
    try {
      onSaved(await recordTaskResult(task.id, { done, comments }, client));
      setSave({ kind: 'SAVED' });
    } catch (error) {
      setSave({ kind: 'ERROR', message: errorMessage(error) });
    }
  }

  return (
    <form className="adm-tasks-card" onSubmit={(e) => void submit(e)} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>Your result</h2>
      <Checkbox
        label="I have done this task"
        checked={done}
        onChange={(value) => {
          setDone(value);
          setSave({ kind: 'IDLE' });
        }}
      />
      <div className="kit-field">
        <label className="kit-label" htmlFor={`${ids}-comments`}>
          Comments
        </label>
        <textarea
          id={`${ids}-comments`}
          className="kit-input adm-task-textarea"
          value={comments}
          maxLength={TASK_COMMENTS_MAX}
          onChange={(e) => {
            setComments(e.target.value);
            setSave({ kind: 'IDLE' });
          }}
        />
      </div>
      <div className="adm-task-actions">
        <button type="submit" className="kit-button kit-button-primary" disabled={save.kind === 'SAVING'}>
          {save.kind === 'SAVING' ? 'Saving...' : 'Save result'}
        </button>
        {save.kind === 'SAVED' ? <span className="adm-task-saved">{TASK_MESSAGES.saved}</span> : null}
        {save.kind === 'ERROR' ? (
          <span className="kit-error" role="alert">
            {save.message}
          </span>
        ) : null}
      </div>
    </form>
  );
}
