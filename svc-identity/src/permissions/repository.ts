// Storage of permission management (platform §6): one row per managed member in
// identity.permissions, and every change in identity.permission_audit. Every query filters by
// the caller's account.
import {
  derivedLevel,
  memberFullName,
  normalizePermissions,
  stringifyMemberReference,
  type AccountType,
  type MemberReference,
  type PermissionAuditEntry,
  type PermissionEntry,
  type PermissionSet,
} from '@portal/contracts';
import type { Pool, PoolClient } from 'pg';
import { referenceFromRow } from '../members/reference.ts';

interface NameColumns {
  member_rank: string | null;
  name_first: string | null;
  name_middle: string | null;
  name_last: string | null;
  name_suffix: string | null;
}

function nameOf(row: NameColumns, fallback: string): string {
  if (row.name_first === null && row.name_last === null) return fallback;
  return memberFullName({
    memberRank: row.member_rank ?? '',
    nameFirst: row.name_first ?? '',
    nameMiddle: row.name_middle ?? '',
    nameLast: row.name_last ?? '',
    nameSuffix: row.name_suffix ?? '',
  });
}

/** GET /api/member/permissions: the managed members of the account, by last then first name. */
export async function listPermissionEntries(
  db: Pick<Pool, 'query'>,
  accountID: string,
  accountType: AccountType,
): Promise<PermissionEntry[]> {
  const { rows } = await db.query<
    NameColumns & { member_type: string; member_id: string; permissions: PermissionSet }
  >(
    `SELECT p.member_type, p.member_id, p.permissions,
            m.member_rank, m.name_first, m.name_middle, m.name_last, m.name_suffix
       FROM identity.permissions p
       JOIN identity.members m
         ON m.account_id = p.account_id AND m.type = p.member_type AND m.id = p.member_id
      WHERE p.account_id = $1
      ORDER BY lower(m.name_last), lower(m.name_first), p.member_id`,
    [accountID],
  );
  return rows.map((row) => {
    const member = referenceFromRow(row.member_type, row.member_id);
    const permissions = normalizePermissions(row.permissions, accountType);
    return {
      member,
      name: nameOf(row, stringifyMemberReference(member)),
      permissions,
      level: derivedLevel(permissions, accountType),
    };
  });
}

export interface PermissionChange {
  member: MemberReference;
  /** null: the member was not under permission management before. */
  old: PermissionSet | null;
  /** null: the member leaves permission management (back to the member preset). */
  next: PermissionSet | null;
}

function sameSet(a: PermissionSet, b: PermissionSet, accountType: AccountType): boolean {
  return (
    JSON.stringify(normalizePermissions(a, accountType)) ===
    JSON.stringify(normalizePermissions(b, accountType))
  );
}

/**
 * Inside the caller's transaction: makes the account's managed list equal to `roles` (sets
 * normalised to the account type) and returns what changed. Rows are locked first, so two saves
 * of one account run one after the other.
 */
export async function replacePermissions(
  client: Pick<PoolClient, 'query'>,
  accountID: string,
  accountType: AccountType,
  roles: ReadonlyArray<{ member: MemberReference; permissions: PermissionSet }>,
): Promise<PermissionChange[]> {
  await client.query(`SELECT pg_advisory_xact_lock(hashtext('identity.permissions:' || $1))`, [accountID]);
  const { rows } = await client.query<{ member_type: string; member_id: string; permissions: PermissionSet }>(
    `SELECT member_type, member_id, permissions FROM identity.permissions WHERE account_id = $1 FOR UPDATE`,
    [accountID],
  );
  const current = new Map(rows.map((r) => [`${r.member_type}-${r.member_id}`, r]));
  const changes: PermissionChange[] = [];

  for (const role of roles) {
    const key = stringifyMemberReference(role.member);
    const next = normalizePermissions(role.permissions, accountType);
    const before = current.get(key);
    current.delete(key);
    if (before && sameSet(before.permissions, next, accountType)) continue;
    await client.query(
      `INSERT INTO identity.permissions (account_id, member_type, member_id, permissions)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (account_id, member_type, member_id) DO UPDATE SET permissions = EXCLUDED.permissions`,
      [accountID, role.member.type, String(role.member.id), JSON.stringify(next)],
    );
    changes.push({
      member: role.member,
      old: before ? normalizePermissions(before.permissions, accountType) : null,
      next,
    });
  }
  // whoever is not in the new list leaves permission management
  for (const row of current.values()) {
    await client.query(
      `DELETE FROM identity.permissions WHERE account_id = $1 AND member_type = $2 AND member_id = $3`,
      [accountID, row.member_type, row.member_id],
    );
    changes.push({
      member: referenceFromRow(row.member_type, row.member_id),
      old: normalizePermissions(row.permissions, accountType),
      next: null,
    });
  }
  return changes;
}

/** Records the changes of one save, all at the same time and by the same member. */
export async function auditChanges(
  client: Pick<PoolClient, 'query'>,
  accountID: string,
  changedBy: MemberReference,
  changedAt: Date,
  changes: readonly PermissionChange[],
): Promise<void> {
  for (const change of changes) {
    await client.query(
      `INSERT INTO identity.permission_audit
         (account_id, changed_at, changed_by_type, changed_by_id, member_type, member_id, old_permissions, new_permissions)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        accountID,
        changedAt,
        changedBy.type,
        String(changedBy.id),
        change.member.type,
        String(change.member.id),
        change.old === null ? null : JSON.stringify(change.old),
        change.next === null ? null : JSON.stringify(change.next),
      ],
    );
  }
}

type AuditRow = {
  id: string;
  changed_at: Date;
  changed_by_type: string;
  changed_by_id: string;
  member_type: string;
  member_id: string;
  old_permissions: PermissionSet | null;
  new_permissions: PermissionSet | null;
  by_rank: string | null;
  by_first: string | null;
  by_middle: string | null;
  by_last: string | null;
  by_suffix: string | null;
} & NameColumns;

/** GET /api/member/permissions/audit: the newest `limit` changes of the account. */
export async function listPermissionAudit(
  db: Pick<Pool, 'query'>,
  accountID: string,
  accountType: AccountType,
  limit: number,
): Promise<PermissionAuditEntry[]> {
  const { rows } = await db.query<AuditRow>(
    `SELECT a.id, a.changed_at, a.changed_by_type, a.changed_by_id, a.member_type, a.member_id,
            a.old_permissions, a.new_permissions,
            m.member_rank, m.name_first, m.name_middle, m.name_last, m.name_suffix,
            b.member_rank AS by_rank, b.name_first AS by_first, b.name_middle AS by_middle,
            b.name_last AS by_last, b.name_suffix AS by_suffix
       FROM identity.permission_audit a
       LEFT JOIN identity.members m
         ON m.account_id = a.account_id AND m.type = a.member_type AND m.id = a.member_id
       LEFT JOIN identity.members b
         ON b.account_id = a.account_id AND b.type = a.changed_by_type AND b.id = a.changed_by_id
      WHERE a.account_id = $1
      ORDER BY a.changed_at DESC, a.id DESC
      LIMIT $2`,
    [accountID, limit],
  );
  return rows.map((row) => {
    const member = referenceFromRow(row.member_type, row.member_id);
    const changedBy = referenceFromRow(row.changed_by_type, row.changed_by_id);
    const old = row.old_permissions ? normalizePermissions(row.old_permissions, accountType) : null;
    const next = row.new_permissions ? normalizePermissions(row.new_permissions, accountType) : null;
    return {
      id: Number(row.id),
      changedAt: row.changed_at.getTime(),
      changedBy,
      changedByName: nameOf(
        {
          member_rank: row.by_rank,
          name_first: row.by_first,
          name_middle: row.by_middle,
          name_last: row.by_last,
          name_suffix: row.by_suffix,
        },
        stringifyMemberReference(changedBy),
      ),
      member,
      memberName: nameOf(row, stringifyMemberReference(member)),
      oldPermissions: old,
      newPermissions: next,
      oldLevel: old ? derivedLevel(old, accountType) : null,
      newLevel: next ? derivedLevel(next, accountType) : null,
    };
  });
}
