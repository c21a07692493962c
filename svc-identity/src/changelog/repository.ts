// Change log entries (platform §3 Change log entry), per account, newest note first.
import type { ChangelogEntry } from '@portal/contracts';
import type { Pool } from 'pg';

interface ChangelogRow {
  id: string;
  entry_date_time: Date;
  entry_capid: number;
  note_date_time: Date;
  note_title: string;
  note_text: string;
}

const fromRow = (row: ChangelogRow): ChangelogEntry => ({
  id: Number(row.id),
  entryDateTime: row.entry_date_time.getTime(),
  entryCAPID: row.entry_capid,
  noteDateTime: row.note_date_time.getTime(),
  noteTitle: row.note_title,
  noteText: row.note_text,
});

/** At most `limit` entries: the page shows release notes, not an archive. */
export async function listChangelog(
  pool: Pick<Pool, 'query'>,
  accountID: string,
  limit = 200,
): Promise<ChangelogEntry[]> {
  const { rows } = await pool.query<ChangelogRow>(
    `SELECT * FROM identity.changelog_entries WHERE account_id = $1
      ORDER BY note_date_time DESC, id DESC LIMIT $2`,
    [accountID, limit],
  );
  return rows.map(fromRow);
}

export async function insertChangelogEntry(
  pool: Pick<Pool, 'query'>,
  input: Omit<ChangelogEntry, 'id'> & { accountID: string },
): Promise<ChangelogEntry> {
  const { rows } = await pool.query<ChangelogRow>(
    `INSERT INTO identity.changelog_entries
       (account_id, entry_date_time, entry_capid, note_date_time, note_title, note_text)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [
      input.accountID,
      new Date(input.entryDateTime),
      input.entryCAPID,
      new Date(input.noteDateTime),
      input.noteTitle,
      input.noteText,
    ],
  );
  return fromRow(rows[0]!);
}
