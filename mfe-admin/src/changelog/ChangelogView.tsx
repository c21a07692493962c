// Platform §2 Change log: "List of entries (date, note title, markdown text). The privileged user
// can add notes." Presentational: ChangelogPage loads and saves.
import type { ChangelogEntry } from '@portal/contracts';
import { Loader } from '@portal/kit';
import { lazy, Suspense } from 'react';
import { AddNoteForm, type NewNote } from './AddNoteForm.tsx';
import { CHANGELOG_STYLE_ID, changelogCss } from './changelogStyles.ts';

const Markdown = lazy(() => import('./Markdown.tsx'));

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export function ChangelogView({
  entries,
  canAdd,
  onAdd,
}: {
  entries: readonly ChangelogEntry[];
  canAdd: boolean;
  onAdd(note: NewNote): Promise<ChangelogEntry>;
}) {
  return (
    <div className="adm-changelog">
      <style href={CHANGELOG_STYLE_ID} precedence="default">
        {changelogCss}
      </style>
      <h1>Change log</h1>
      {canAdd && <AddNoteForm onAdd={onAdd} />}
      {entries.length === 0 ? (
        <p>There are no notes in the change log yet.</p>
      ) : (
        <ol className="adm-changelog-list">
          {entries.map((entry) => (
            <li key={entry.id} className="adm-changelog-entry">
              <article>
                <h2>{entry.noteTitle}</h2>
                <time className="adm-changelog-date" dateTime={new Date(entry.noteDateTime).toISOString()}>
                  {dateFormat.format(entry.noteDateTime)}
                </time>
                <div className="adm-changelog-text">
                  <Suspense fallback={<Loader />}>
                    <Markdown text={entry.noteText} />
                  </Suspense>
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
