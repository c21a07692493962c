// Demo data: a member of md001 whose password has expired (sign-in 'expired', the demo password),
// so the sign-in page's expired-password screen (platform §2, §4) can be seen. Idempotent: a login
// that exists is left alone, so once the new password is set it stays the member's password.
import { normaliseUsername } from '@portal/contracts';
import type { Pool } from 'pg';

export const EXPIRED_PASSWORD_DEMO = { accountID: 'md001', memberID: 510018, username: 'expired' } as const;

export async function seedExpiredPasswordDemo(
  client: Pick<Pool, 'query'>,
  now: Date,
  passwordHash: string,
): Promise<void> {
  const { accountID, memberID, username } = EXPIRED_PASSWORD_DEMO;
  const member = await client.query(
    `SELECT 1 FROM identity.members WHERE account_id = $1 AND type = 'CAPNHQMember' AND id = $2`,
    [accountID, String(memberID)],
  );
  if (!member.rowCount) return;
  const login = await client.query<{ id: string }>(
    `INSERT INTO identity.logins (account_id, username, username_key, member_type, member_id, password_hash,
       password_set_at, password_expires_at)
     VALUES ($1, $2, $3, 'CAPNHQMember', $4, $5, $6, $6) ON CONFLICT DO NOTHING RETURNING id`,
    [accountID, username, normaliseUsername(username), String(memberID), passwordHash, now],
  );
  const id = login.rows[0]?.id;
  if (id) {
    await client.query(
      `INSERT INTO identity.password_history (account_id, login_id, password_hash, set_at) VALUES ($1, $2, $3, $4)`,
      [accountID, id, passwordHash, now],
    );
  }
}
