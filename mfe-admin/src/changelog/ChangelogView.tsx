// Platform §2 Change log: "List of entries (date, note title, markdown text). The privileged user
// can add notes." Presentational: ChangelogPage loads and saves. The markdown text goes through the
// kit's safe renderer ('@portal/kit/markdown': raw HTML as text, unsafe link schemes dropped).
import type { ChangelogEntry } from '@portal/contracts';
import { Markdown } from '@portal/kit/markdown';
import { adoptStyles, DateTimeText } from '@portal/kit';
import { AddNoteForm, type NewNote } from './AddNoteForm.tsx';
import changelogCss from './changelog.css?raw';

adoptStyles('mfe-admin-changelog', changelogCss);

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
                <DateTimeText className="adm-changelog-date" ms={entry.noteDateTime} only="date" />
                {/* the kit's safe renderer (parser lazily loaded); a note's headings sit below its h2 */}
                <Markdown className="adm-changelog-text" text={entry.noteText} headingOffset={2} />
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
