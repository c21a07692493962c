// Demo change-log entries ("Demo seed": a few change-log entries), idempotent: an account
// that already has entries is left alone. Written by member 510001 (the demo admin, who is the
// privileged user when SUPER_USER_IDS includes it).
import type { Pool } from 'pg';

const DAY = 24 * 60 * 60 * 1000;

const NOTES: { daysAgo: number; title: string; text: string }[] = [
  {
    daysAgo: 1,
    title: 'Administration area',
    text: [
      'The **administration dashboard** at `/admin` now shows the widgets you may use:',
      '',
      '- *Find Member* searches by unit, name and duty position',
      '- the **error list** (site administrators) collects crashes of every service',
      '- site configuration, permission management and flight assignment',
    ].join('\n'),
  },
  {
    daysAgo: 14,
    title: 'Change log',
    text: 'Release notes now appear here. Notes are written in [Markdown](https://commonmark.org/help/).',
  },
  {
    daysAgo: 30,
    title: 'Version 1.26.0',
    text: 'Sign-in with multi-factor authentication, password reset by e-mail and account requests.',
  },
];

export async function seedChangelogDemo(client: Pick<Pool, 'query'>, now: Date): Promise<void> {
  for (const accountID of ['md001']) {
    const { rows } = await client.query<{ exists: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM identity.changelog_entries WHERE account_id = $1) AS exists`,
      [accountID],
    );
    if (rows[0]?.exists) continue;
    for (const note of NOTES) {
      const at = new Date(now.getTime() - note.daysAgo * DAY);
      await client.query(
        `INSERT INTO identity.changelog_entries
           (account_id, entry_date_time, entry_capid, note_date_time, note_title, note_text)
         SELECT $1, $2, 510001, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM identity.accounts WHERE id = $1)`,
        [accountID, at, note.title, note.text],
      );
    }
  }
}
