// The signed-in tasked member's own result on the task page: done, and comments.
import { TASK_COMMENTS_MAX, TASK_MESSAGES, type Task, type TaskResult } from '@portal/contracts';
import { Checkbox, type ApiClient } from '@portal/kit';
import { useId, useState, type FormEvent } from 'react';
import { TextAreaField } from '../forms/FormFields.tsx';
import { SaveActions, useSaveState } from '../forms/saveState.tsx';
import { recordTaskResult } from './taskCalls.ts';

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
  const { save, run, edited } = useSaveState();

  async function submit(event: FormEvent) {
    event.preventDefault();
    await run(async () => onSaved(await recordTaskResult(task.id, { done, comments }, client)));
  }

  return (
    <form className="adm-tasks-card" onSubmit={(e) => void submit(e)} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>Your result</h2>
      <Checkbox label="I have done this task" checked={done} onChange={edited(setDone)} />
      <TextAreaField
        label="Comments"
        className="adm-task-textarea"
        value={comments}
        maxLength={TASK_COMMENTS_MAX}
        onChange={edited(setComments)}
      />
      <SaveActions
        className="adm-task-actions"
        save={save}
        label="Save result"
        saved={TASK_MESSAGES.saved}
        savedClassName="adm-task-saved"
        errorClassName="kit-error"
      />
    </form>
  );
}
