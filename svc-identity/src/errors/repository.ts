// The error list (platform §3 Error record), per account.
import type {
  ClientErrorReport,
  ErrorRecord,
  MarkErrorDoneRequest,
  MemberReference,
} from '@portal/contracts';
import type { Pool } from 'pg';
import { referenceFromRow, referenceToRow } from '../members/reference.ts';

interface ErrorRow {
  id: string;
  type: ErrorRecord['type'];
  message: string;
  stack: ErrorRecord['stack'];
  component_stack: string | null;
  page_url: string | null;
  member_type: string | null;
  member_id: string | null;
  request_method: string | null;
  requested_path: string | null;
  payload: string | null;
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

/** Open errors of the account, newest first. */
export async function listOpenErrors(pool: Pool, accountID: string, limit = 500): Promise<ErrorRecord[]> {
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
  }));
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
