// The signed-in member's own login: account info and the chat-service (Discord) id.
import {
  ACCOUNT_ERROR_CODES,
  ACCOUNT_MESSAGES,
  type MemberAccountResponse,
  type MemberReference,
} from '@portal/contracts';
import type { ServiceDeps } from '../deps.ts';
import { findLoginByMember } from '../logins/repository.ts';
import { referenceToRow } from '../members/reference.ts';
import type { FlowResult } from './requestFlows.ts';

export async function memberAccountInfo(
  deps: ServiceDeps,
  accountID: string,
  member: MemberReference,
): Promise<MemberAccountResponse | null> {
  const login = await findLoginByMember(deps.pool, accountID, member);
  if (!login) return null;
  const ref = referenceToRow(member);
  const { rows } = await deps.pool.query<{ discord_id: string }>(
    `SELECT discord_id FROM identity.discord_accounts WHERE account_id = $1 AND member_type = $2 AND member_id = $3`,
    [accountID, ref.type, ref.id],
  );
  return {
    username: login.username,
    member: login.member,
    mfaEnabled: login.mfaEnabled,
    passwordSetAt: login.passwordSetAt.getTime(),
    passwordExpires: login.passwordExpiresAt?.getTime() ?? null,
    discordID: rows[0]?.discord_id ?? null,
  };
}

/** Binds the chat-service id to the member (replacing an earlier one); one member per id. */
export async function registerDiscord(
  deps: ServiceDeps,
  accountID: string,
  member: MemberReference,
  discordID: string,
): Promise<FlowResult> {
  const ref = referenceToRow(member);
  try {
    await deps.pool.query(
      `INSERT INTO identity.discord_accounts (account_id, member_type, member_id, discord_id, created_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (account_id, member_type, member_id) DO UPDATE SET discord_id = EXCLUDED.discord_id, created_at = EXCLUDED.created_at`,
      [accountID, ref.type, ref.id, discordID, deps.clock()],
    );
  } catch (error) {
    if ((error as { constraint?: string }).constraint === 'discord_accounts_discord_idx') {
      return {
        ok: false,
        error: {
          status: 409,
          code: ACCOUNT_ERROR_CODES.discordTaken,
          message: ACCOUNT_MESSAGES.discordTaken,
        },
      };
    }
    throw error;
  }
  return { ok: true, value: undefined };
}
