// Creating a prospective member (platform §3 Prospective member request, §5): the member row, and
// by the password creation type either a login now (SetNow), a login with a random password that
// must be changed at the first sign-in (RandomPassword, mailed), or an emailed finish-account link
// (EmailLink, the existing /finishaccount/{token} flow). All in one transaction; the mail is queued
// inside it, so a queue failure leaves nothing written.
import { randomBytes } from 'node:crypto';
import {
  normaliseUsername,
  PROSPECTIVE_MESSAGES,
  prospectiveEmail,
  prospectiveMemberID,
  prospectiveUsername,
  type ProspectiveAccountEmailJob,
  type ProspectiveMember,
  type NotificationCause,
  type ProspectiveMemberRequest,
} from '@portal/contracts';
import { HttpError, inTransaction } from '@portal/contracts/server';
import type { PoolClient } from 'pg';
import { displayName } from '../account/memberEmails.ts';
import { baseURLFor } from '../account/requestFlows.ts';
import { hashToken, TOKEN_LIFETIME_MS } from '../account/tokens.ts';
import type { ServiceDeps } from '../deps.ts';
import { loadMember } from '../members/repository.ts';
import { notifyProspectiveMemberCreated } from '../notifications/events.ts';
import { hashPassword, passwordExpiry } from '../passwords/index.ts';

interface AccountRow {
  type: string;
  main_org: number | null;
  flights: string[] | null;
  unit_name: string | null;
}

/** A random password: 36 base64url characters, valid by length alone (§5 "longer than 32"). */
export function randomPassword(): string {
  return randomBytes(27).toString('base64url');
}

async function accountFor(client: PoolClient, accountID: string): Promise<AccountRow> {
  const { rows } = await client.query<AccountRow>(
    `SELECT type, main_org,
            (SELECT array_agg(f) FROM jsonb_array_elements_text(registry->'RankAndFile'->'Flights') AS f) AS flights,
            registry->'Website'->>'UnitName' AS unit_name
       FROM identity.accounts WHERE id = $1`,
    [accountID],
  );
  return rows[0]!;
}

async function nextNumber(client: PoolClient, accountID: string): Promise<number> {
  const { rows } = await client.query<{ last_number: number }>(
    `INSERT INTO identity.prospective_counters (account_id, last_number) VALUES ($1, 1)
     ON CONFLICT (account_id) DO UPDATE SET last_number = identity.prospective_counters.last_number + 1
     RETURNING last_number`,
    [accountID],
  );
  return rows[0]!.last_number;
}

async function insertLogin(
  client: PoolClient,
  input: {
    accountID: string;
    username: string;
    memberID: string;
    hash: string;
    now: Date;
    expires: Date | null;
  },
): Promise<void> {
  try {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO identity.logins (account_id, username, username_key, member_type, member_id, password_hash, password_set_at, password_expires_at)
       VALUES ($1, $2, $3, 'CAPProspectiveMember', $4, $5, $6, $7) RETURNING id`,
      [
        input.accountID,
        input.username,
        normaliseUsername(input.username),
        input.memberID,
        input.hash,
        input.now,
        input.expires,
      ],
    );
    await client.query(
      `INSERT INTO identity.password_history (account_id, login_id, password_hash, set_at) VALUES ($1, $2, $3, $4)`,
      [input.accountID, rows[0]!.id, input.hash, input.now],
    );
  } catch (error) {
    // a taken username (case-insensitive, per account) rolls the whole creation back
    if ((error as { constraint?: string }).constraint === 'logins_username_idx') {
      throw new HttpError(400, 'USERNAME_TAKEN', PROSPECTIVE_MESSAGES.usernameTaken);
    }
    throw error;
  }
}

export async function createProspectiveMember(
  deps: ServiceDeps,
  accountID: string,
  body: ProspectiveMemberRequest,
  /** Who created it, for the admins' notification (the system when not a member's action). */
  cause: NotificationCause = { type: 'System' },
): Promise<ProspectiveMember> {
  const now = deps.clock();
  const type = body.login.type;
  const username = prospectiveUsername(body.login);
  const email = prospectiveEmail(body.member.contact);
  const random = type === 'RandomPassword' ? randomPassword() : null;
  // hashed before the transaction: scrypt takes a while and must not hold row locks
  const hash =
    type === 'SetNow'
      ? await hashPassword(body.login.password)
      : random !== null
        ? await hashPassword(random)
        : null;

  const memberID = await inTransaction(deps.pool, async (client) => {
    const account = await accountFor(client, accountID);
    if (account.type !== 'CAPSQUADRON') {
      throw new HttpError(400, 'SQUADRON_ONLY', PROSPECTIVE_MESSAGES.squadronOnly);
    }
    const flight = body.member.flight === null ? null : body.member.flight.trim();
    if (flight !== null && !(account.flights ?? []).includes(flight)) {
      throw new HttpError(400, 'UNKNOWN_FLIGHT', PROSPECTIVE_MESSAGES.unknownFlight);
    }
    const id = prospectiveMemberID(accountID, await nextNumber(client, accountID));
    await client.query(
      `INSERT INTO identity.members (account_id, type, id, name_first, name_middle, name_last, name_suffix,
         squadron, flight, senior_member, has_nhq_reference, orgid, contact, joined)
       VALUES ($1, 'CAPProspectiveMember', $2, $3, $4, $5, $6, $7, $8, $9, false, $10, $11, $12)`,
      [
        accountID,
        id,
        body.member.nameFirst.trim(),
        body.member.nameMiddle.trim(),
        body.member.nameLast.trim(),
        body.member.nameSuffix.trim(),
        account.unit_name ?? '',
        flight,
        body.member.seniorMember,
        account.main_org,
        body.member.contact,
        now,
      ],
    );
    const memberName = displayName(body.member);
    await notifyProspectiveMemberCreated(client, accountID, cause, { id, name: memberName });
    const baseURL = baseURLFor(deps, accountID);
    if (type === 'SetNow' || type === 'RandomPassword') {
      // a random password is expired from the start: the first sign-in asks for a new one
      const expires = type === 'RandomPassword' ? now : passwordExpiry(deps.config, now);
      await insertLogin(client, { accountID, username, memberID: id, hash: hash!, now, expires });
    }
    // the member's one account mail: the password to sign in with, or the link to choose one
    const mailAccount = (data: Omit<ProspectiveAccountEmailJob['data'], 'memberName' | 'memberID'>) =>
      deps.enqueueEmail({
        jobId: `prospectiveaccount-${id}`,
        job: {
          kind: 'prospectiveAccount',
          accountID,
          to: email!,
          data: { memberName, memberID: id, ...data },
        },
      });
    if (type === 'RandomPassword') {
      await mailAccount({ link: `${baseURL}/signin`, username, password: random! });
    }
    if (type === 'EmailLink') {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS.AccountSetup);
      await client.query(
        `INSERT INTO identity.account_tokens (token_hash, account_id, kind, member_type, member_id, email, created_at, expires_at)
         VALUES ($1, $2, 'AccountSetup', 'CAPProspectiveMember', $3, $4, $5, $6)`,
        [hashToken(token), accountID, id, email, now, expiresAt],
      );
      await mailAccount({ link: `${baseURL}/finishaccount/${token}`, expiresAt: expiresAt.toISOString() });
    }
    return id;
  });
  const member = await loadMember(deps.pool, accountID, { type: 'CAPProspectiveMember', id: memberID }, now);
  if (member?.type !== 'CAPProspectiveMember') throw new Error(`prospective member ${memberID} not readable`);
  return member;
}
