// The privileged user's form to add a change-log note (title, date, markdown text).
import { CHANGELOG_TEXT_MESSAGE, CHANGELOG_TITLE_MESSAGE, type ChangelogEntry } from '@portal/contracts';
import { TextInput } from '@portal/kit';
import { useId, useState, type FormEvent } from 'react';
import { dateInputValue, noonOfDay } from '../forms/dateInputs.ts';
import { DateField, TextAreaField } from '../forms/FormFields.tsx';
import { SaveActions, useSaveState } from '../forms/saveState.tsx';

export interface NewNote {
  noteTitle: string;
  noteText: string;
  noteDateTime: number;
}

export function AddNoteForm({ onAdd }: { onAdd(note: NewNote): Promise<ChangelogEntry> }) {
  const ids = useId();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [date, setDate] = useState(() => dateInputValue(Date.now()));
  const [textChanged, setTextChanged] = useState(false);
  const [tried, setTried] = useState(false);
  const { save, run } = useSaveState((error) => (error instanceof Error ? error.message : String(error)));
  // a new title input after each saved note, so the emptied field does not show its error at once
  const [generation, setGeneration] = useState(0);

  const titleError = title.trim() === '' ? CHANGELOG_TITLE_MESSAGE : null;
  const textError = text.trim() === '' ? CHANGELOG_TEXT_MESSAGE : null;
  const noteDateTime = noonOfDay(date);
  const invalid = titleError !== null || textError !== null || noteDateTime === null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (invalid || noteDateTime === null) return;
    await run(async () => {
      await onAdd({ noteTitle: title.trim(), noteText: text.trim(), noteDateTime });
      setTitle('');
      setText('');
      setTried(false);
      setTextChanged(false);
      setGeneration((g) => g + 1);
    });
  };

  const shownTextError = textChanged || tried ? textError : null;
  return (
    <form className="adm-changelog-form" onSubmit={(e) => void submit(e)} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>Add a note</h2>
      <div className="adm-changelog-row">
        <TextInput
          key={generation}
          label="Note title"
          value={title}
          onChange={setTitle}
          error={titleError}
          showError={tried}
          maxLength={200}
        />
        <DateField label="Note date" value={date} required onChange={setDate} />
      </div>
      <TextAreaField
        label="Note text (Markdown)"
        value={text}
        maxLength={20_000}
        error={shownTextError}
        onChange={(value) => {
          setTextChanged(true);
          setText(value);
        }}
      />
      <SaveActions
        className="adm-changelog-actions"
        save={save}
        label="Add note"
        saved="Saved!"
        savedClassName="adm-changelog-saved"
        errorClassName="adm-changelog-error"
      />
    </form>
  );
}
