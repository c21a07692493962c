// Storage of tasks (platform §3 Task) in identity.tasks and identity.task_results. Every query
// filters by the caller's account; names come from identity.members (the reference when gone).
import {
  memberFullName,
  stringifyMemberReference,
  taskStatus,
  type MemberReference,
  type Task,
  type TaskResult,
} from '@portal/contracts';
import type { Pool } from 'pg';
import { referenceFromRow, referenceToRow } from '../members/reference.ts';

type Db = Pick<Pool, 'query'>;

interface NameParts {
  rank: string | null;
  first: string | null;
  middle: string | null;
  last: string | null;
  suffix: string | null;
}

interface ResultJson extends NameParts {
  type: string;
  id: string;
  done: boolean;
  comments: string;
  completedAt: number | null;
}

interface TaskRow {
  id: string;
  account_id: string;
  title: string;
  details: string;
  due_date: string | null;
  created_at: Date;
  updated_at: Date;
  tasker_type: string;
  tasker_id: string;
  tasker_name: NameParts;
  results: ResultJson[];
}

function nameOf(parts: NameParts, ref: MemberReference): string {
  if (parts.first === null && parts.last === null) return stringifyMemberReference(ref);
  return memberFullName({
    memberRank: parts.rank ?? '',
    nameFirst: parts.first ?? '',
    nameMiddle: parts.middle ?? '',
    nameLast: parts.last ?? '',
    nameSuffix: parts.suffix ?? '',
  });
}

function fromRow(row: TaskRow): Task {
  const tasker = referenceFromRow(row.tasker_type, row.tasker_id);
  const results: TaskResult[] = row.results.map((r) => {
    const tasked = referenceFromRow(r.type, r.id);
    return {
      tasked,
      taskedName: nameOf(r, tasked),
      done: r.done,
      comments: r.comments,
      completedAt: r.completedAt === null ? null : Number(r.completedAt),
    };
  });
  return {
    id: Number(row.id),
    accountID: row.account_id,
    title: row.title,
    details: row.details,
    dueDate: row.due_date,
    created: row.created_at.getTime(),
    updated: row.updated_at.getTime(),
    tasker,
    taskerName: nameOf(row.tasker_name, tasker),
    results,
    status: taskStatus(results),
  };
}

const nameJson = (alias: string) =>
  `'rank', ${alias}.member_rank, 'first', ${alias}.name_first, 'middle', ${alias}.name_middle,
   'last', ${alias}.name_last, 'suffix', ${alias}.name_suffix`;

/** The task columns with the tasker's name and the results (tasked members by name). */
const TASK_SELECT = `
  SELECT t.id, t.account_id, t.title, t.details, to_char(t.due_date, 'YYYY-MM-DD') AS due_date,
         t.created_at, t.updated_at, t.tasker_type, t.tasker_id,
         json_build_object(${nameJson('tm')}) AS tasker_name,
         COALESCE((
           SELECT json_agg(json_build_object(
                    'type', r.tasked_type, 'id', r.tasked_id, 'done', r.done, 'comments', r.comments,
                    'completedAt', (extract(epoch from r.completed_at) * 1000)::bigint, ${nameJson('rm')})
                  ORDER BY lower(rm.name_last), lower(rm.name_first), r.tasked_type, r.tasked_id)
             FROM identity.task_results r
             LEFT JOIN identity.members rm
               ON rm.account_id = r.account_id AND rm.type = r.tasked_type AND rm.id = r.tasked_id
            WHERE r.account_id = t.account_id AND r.task_id = t.id
         ), '[]'::json) AS results
    FROM identity.tasks t
    LEFT JOIN identity.members tm
      ON tm.account_id = t.account_id AND tm.type = t.tasker_type AND tm.id = t.tasker_id`;

/** One task of the account, or null (another account's task is null too). */
export async function findTask(db: Db, accountID: string, id: number): Promise<Task | null> {
  const { rows } = await db.query<TaskRow>(`${TASK_SELECT} WHERE t.account_id = $1 AND t.id = $2`, [
    accountID,
    id,
  ]);
  return rows[0] ? fromRow(rows[0]) : null;
}

/** Locks the task's row for a change (edit, result, delete) inside a transaction. */
export async function lockTask(db: Db, accountID: string, id: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM identity.tasks WHERE account_id = $1 AND id = $2 FOR UPDATE`,
    [accountID, id],
  );
  return (rowCount ?? 0) > 0;
}

/** The most tasks a list answers: the newest ones (a unit's tasks of several years are plenty). */
export const TASK_LIST_LIMIT = 500;

/**
 * The tasks of the account; with `onlyFor`, only those that member gave or was given (§6: a
 * member without AssignTasks sees no others). Newest first.
 */
export async function listTasks(db: Db, accountID: string, onlyFor: MemberReference | null): Promise<Task[]> {
  const who = onlyFor ? referenceToRow(onlyFor) : null;
  const { rows } = await db.query<TaskRow>(
    `${TASK_SELECT}
     WHERE t.account_id = $1
       AND ($2::text IS NULL
            OR (t.tasker_type = $2 AND t.tasker_id = $3)
            OR EXISTS (SELECT 1 FROM identity.task_results x
                        WHERE x.account_id = t.account_id AND x.task_id = t.id
                          AND x.tasked_type = $2 AND x.tasked_id = $3))
     ORDER BY t.created_at DESC, t.id DESC
     LIMIT $4`,
    [accountID, who?.type ?? null, who?.id ?? null, TASK_LIST_LIMIT],
  );
  return rows.map(fromRow);
}

export interface TaskFields {
  title: string;
  details: string;
  dueDate: string | null;
}

export async function insertTask(
  db: Db,
  input: TaskFields & { accountID: string; tasker: MemberReference; now: Date },
): Promise<number> {
  const tasker = referenceToRow(input.tasker);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO identity.tasks (account_id, title, details, due_date, tasker_type, tasker_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
    [input.accountID, input.title, input.details, input.dueDate, tasker.type, tasker.id, input.now],
  );
  return Number(rows[0]!.id);
}

export async function updateTaskFields(
  db: Db,
  accountID: string,
  id: number,
  fields: TaskFields,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE identity.tasks SET title = $3, details = $4, due_date = $5, updated_at = $6
      WHERE account_id = $1 AND id = $2`,
    [accountID, id, fields.title, fields.details, fields.dueDate, now],
  );
}

/**
 * Makes the task's tasked members exactly `tasked`: results of members who stay are kept, new
 * members get an open result, removed members' results go. Answers the newly tasked members.
 */
export async function setTasked(
  db: Db,
  accountID: string,
  id: number,
  tasked: readonly MemberReference[],
): Promise<MemberReference[]> {
  const rows = tasked.map(referenceToRow);
  const types = rows.map((r) => r.type);
  const ids = rows.map((r) => r.id);
  await db.query(
    `DELETE FROM identity.task_results r
      WHERE r.account_id = $1 AND r.task_id = $2
        AND NOT EXISTS (SELECT 1 FROM unnest($3::text[], $4::text[]) AS keep(type, id)
                         WHERE keep.type = r.tasked_type AND keep.id = r.tasked_id)`,
    [accountID, id, types, ids],
  );
  const { rows: added } = await db.query<{ tasked_type: string; tasked_id: string }>(
    `INSERT INTO identity.task_results (account_id, task_id, tasked_type, tasked_id)
     SELECT $1, $2, type, id FROM unnest($3::text[], $4::text[]) AS wanted(type, id)
     ON CONFLICT DO NOTHING
     RETURNING tasked_type, tasked_id`,
    [accountID, id, types, ids],
  );
  return added.map((a) => referenceFromRow(a.tasked_type, a.tasked_id));
}

/**
 * Records a tasked member's result. completedAt is set when the result becomes done (kept while it
 * stays done, so editing the comments later does not move it) and cleared when it is undone.
 */
export async function recordResult(
  db: Db,
  accountID: string,
  id: number,
  tasked: MemberReference,
  result: { done: boolean; comments: string },
  now: Date,
): Promise<void> {
  const who = referenceToRow(tasked);
  await db.query(
    `UPDATE identity.task_results
        SET done = $5, comments = $6,
            completed_at = CASE WHEN NOT $5 THEN NULL WHEN done THEN completed_at ELSE $7 END
      WHERE account_id = $1 AND task_id = $2 AND tasked_type = $3 AND tasked_id = $4`,
    [accountID, id, who.type, who.id, result.done, result.comments, now],
  );
  await db.query(`UPDATE identity.tasks SET updated_at = $3 WHERE account_id = $1 AND id = $2`, [
    accountID,
    id,
    now,
  ]);
}

export async function deleteTask(db: Db, accountID: string, id: number): Promise<void> {
  await db.query(`DELETE FROM identity.tasks WHERE account_id = $1 AND id = $2`, [accountID, id]);
}

/** How many tasks the member was given and has not marked done (the side menu's Tasks count). */
export async function countOpenTasksFor(db: Db, accountID: string, member: MemberReference): Promise<number> {
  const who = referenceToRow(member);
  const { rows } = await db.query<{ open: string }>(
    `SELECT count(*) AS open FROM identity.task_results
      WHERE account_id = $1 AND tasked_type = $2 AND tasked_id = $3 AND NOT done`,
    [accountID, who.type, who.id],
  );
  return Number(rows[0]?.open ?? 0);
}
