// The privileged user's form to add a change-log note (title, date, markdown text).
import { CHANGELOG_TEXT_MESSAGE, CHANGELOG_TITLE_MESSAGE, type ChangelogEntry } from '@portal/contracts';
import { TextInput } from '@portal/kit';
import { useId, useState, type FormEvent } from 'react';

type SaveState =
  { kind: 'IDLE' } | { kind: 'SAVING' } | { kind: 'SAVED' } | { kind: 'ERROR'; message: string };

/** yyyy-mm-dd of a local date, for <input type="date">. */
export function dateInputValue(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Noon local time of a yyyy-mm-dd value (null when empty or invalid), so the date shows as picked. */
export function noteDateFromInput(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const ms = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12).getTime();
  return Number.isNaN(ms) ? null : ms;
}

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
  const [save, setSave] = useState<SaveState>({ kind: 'IDLE' });
  // a new title input after each saved note, so the emptied field does not show its error at once
  const [generation, setGeneration] = useState(0);

  const titleError = title.trim() === '' ? CHANGELOG_TITLE_MESSAGE : null;
  const textError = text.trim() === '' ? CHANGELOG_TEXT_MESSAGE : null;
  const noteDateTime = noteDateFromInput(date);
  const invalid = titleError !== null || textError !== null || noteDateTime === null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (invalid || noteDateTime === null) return;
    setSave({ kind: 'SAVING' });
    try {
      await onAdd({ noteTitle: title.trim(), noteText: text.trim(), noteDateTime });
      setTitle('');
      setText('');
      setTried(false);
      setTextChanged(false);
      setGeneration((g) => g + 1);
      setSave({ kind: 'SAVED' });
    } catch (error) {
      setSave({ kind: 'ERROR', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const showTextError = textError && (textChanged || tried);
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
        <div className="kit-field">
          <label className="kit-label" htmlFor={`${ids}-date`}>
            Note date
          </label>
          <input
            id={`${ids}-date`}
            className="kit-input"
            type="date"
            value={date}
            required
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
      </div>
      <div className={`kit-field${showTextError ? ' kit-field-invalid' : ''}`}>
        <label className="kit-label" htmlFor={`${ids}-text`}>
          Note text (Markdown)
        </label>
        <textarea
          id={`${ids}-text`}
          className="kit-input"
          value={text}
          maxLength={20_000}
          aria-invalid={showTextError ? true : undefined}
          onChange={(e) => {
            setTextChanged(true);
            setText(e.target.value);
          }}
        />
        {showTextError && (
          <div className="kit-error" role="alert">
            {textError}
          </div>
        )}
      </div>
      <div className="adm-changelog-actions">
        <button type="submit" className="kit-button kit-button-primary" disabled={save.kind === 'SAVING'}>
          {save.kind === 'SAVING' ? 'Saving...' : 'Add note'}
        </button>
        {save.kind === 'SAVED' && <span className="adm-changelog-saved">Saved!</span>}
        {save.kind === 'ERROR' && (
          <span className="adm-changelog-error" role="alert">
            {save.message}
          </span>
        )}
      </div>
    </form>
  );
}
