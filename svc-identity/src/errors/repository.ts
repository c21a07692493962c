// The error list (platform §3 Error record), per account.
import type {
  ClientErrorReport,
  ErrorListEntry,
  ErrorStackEntry,
  MarkErrorDoneRequest,
  MemberReference,
  ServerErrorService,
} from '@portal/contracts';
import type { Pool } from 'pg';
import { referenceFromRow, referenceToRow } from '../members/reference.ts';

interface ErrorRow {
  id: string;
  type: ErrorListEntry['type'];
  message: string;
  stack: ErrorListEntry['stack'];
  component_stack: string | null;
  page_url: string | null;
  member_type: string | null;
  member_id: string | null;
  request_method: string | null;
  requested_path: string | null;
  payload: string | null;
  service: string | null;
  request_id: string | null;
  timestamp: Date;
  resolved: boolean;
}

export async function insertClientError(
  pool: Pool,
  input: { accountID: string; report: ClientErrorReport; member: MemberReference | null; receivedAt: Date },
): Promise<number> {
  const ref = input.member ? referenceToRow(input.member) : null;
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO identity.error_records
       (account_id, type, message, stack, component_stack, page_url, member_type, member_id, timestamp)
     VALUES ($1, 'Client', $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      input.accountID,
      input.report.message,
      JSON.stringify(input.report.stack),
      input.report.componentStack,
      input.report.pageURL,
      ref?.type ?? null,
      ref?.id ?? null,
      input.receivedAt,
    ],
  );
  return Number(rows[0]!.id);
}

/** A 500 of one of our services (§3 Error record, server: requestMethod, requestedPath, requestedUser). */
export interface ServerErrorInput {
  accountID: string;
  service: ServerErrorService;
  message: string;
  stack: ErrorStackEntry[];
  requestMethod: string;
  requestedPath: string;
  requestID: string | null;
  member: MemberReference | null;
  receivedAt: Date;
}

/** Records a server crash; false (nothing written) when the account does not exist. */
export async function insertServerError(
  pool: Pick<Pool, 'query'>,
  input: ServerErrorInput,
): Promise<boolean> {
  const ref = input.member ? referenceToRow(input.member) : null;
  const { rowCount } = await pool.query(
    `INSERT INTO identity.error_records
       (account_id, type, message, stack, member_type, member_id, request_method, requested_path,
        service, request_id, timestamp)
     SELECT $1, 'Server', $2, $3, $4, $5, $6, $7, $8, $9, $10
      WHERE EXISTS (SELECT 1 FROM identity.accounts WHERE id = $1)`,
    [
      input.accountID,
      input.message,
      JSON.stringify(input.stack),
      ref?.type ?? null,
      ref?.id ?? null,
      input.requestMethod,
      input.requestedPath,
      input.service,
      input.requestID,
      input.receivedAt,
    ],
  );
  return (rowCount ?? 0) > 0;
}

/** Open errors of the account, newest first. */
export async function listOpenErrors(pool: Pool, accountID: string, limit = 500): Promise<ErrorListEntry[]> {
  const { rows } = await pool.query<ErrorRow>(
    `SELECT * FROM identity.error_records WHERE account_id = $1 AND NOT resolved ORDER BY timestamp DESC, id DESC LIMIT $2`,
    [accountID, limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    type: row.type,
    message: row.message,
    timestamp: row.timestamp.getTime(),
    stack: row.stack,
    pageURL: row.page_url,
    componentStack: row.component_stack,
    user: row.member_type && row.member_id ? referenceFromRow(row.member_type, row.member_id) : null,
    requestMethod: row.request_method,
    requestedPath: row.requested_path,
    payload: row.payload,
    resolved: row.resolved,
    service: row.service,
    requestID: row.request_id,
  }));
}

/** Open errors of the account (the dashboard's Errors count). */
export async function countOpenErrors(pool: Pool, accountID: string): Promise<number> {
  const { rows } = await pool.query<{ count: string }>(
    `SELECT count(*) FROM identity.error_records WHERE account_id = $1 AND NOT resolved`,
    [accountID],
  );
  return Number(rows[0]!.count);
}

/** Marks one error of the account done; 0 when there is no such open error in this account. */
export async function markErrorDoneById(pool: Pool, accountID: string, id: number): Promise<number> {
  const { rowCount } = await pool.query(
    `UPDATE identity.error_records SET resolved = true WHERE account_id = $1 AND id = $2 AND NOT resolved`,
    [accountID, id],
  );
  return rowCount ?? 0;
}

/** Marks done every open error with the signature: type, message and first stack frame. */
export async function markErrorsDone(
  pool: Pool,
  accountID: string,
  signature: MarkErrorDoneRequest,
): Promise<number> {
  const { rowCount } = await pool.query(
    `UPDATE identity.error_records SET resolved = true
      WHERE account_id = $1 AND NOT resolved AND type = $2 AND message = $3
        AND stack->0->>'filename' = $4 AND (stack->0->>'line')::int = $5 AND (stack->0->>'column')::int = $6`,
    [accountID, signature.type, signature.message, signature.fileName, signature.line, signature.column],
  );
  return rowCount ?? 0;
}
