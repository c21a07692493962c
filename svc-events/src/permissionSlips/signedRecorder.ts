// When the signed PDFs are made: right after a signature commits (record), and again on a later
// read of the event's slips for a signature still without its file (pending), a few per read. A
// slip whose store just failed waits RECORD_RETRY_DELAY_MS before the next try, so a manager's
// panel read while svc-files is down does not lay out the same PDFs on every read. The waits are
// this process's; any process may make the file (the drive id is the same), so nothing depends on
// which one does.
import type { SlipRow } from './slipRepository.ts';
import { needsRecord, signedRecordKey, storeSignedRecord, type SignedRecordDeps } from './signedRecord.ts';

/** At most this many missing records are made per read of an event's slips. */
export const RECORD_RETRIES_PER_READ = 5;
/** How long a slip whose store failed waits before the next try. */
export const RECORD_RETRY_DELAY_MS = 30_000;

export interface SignedRecorder {
  /** Makes and stores the signature's PDF; null when it failed (logged) or there is no svc-files. */
  record(row: SlipRow, siteName: string): Promise<string | null>;
  /** The rows, with the missing PDFs that are due made now (a few per call). */
  pending(rows: SlipRow[], siteName: string): Promise<SlipRow[]>;
}

export function createSignedRecorder(
  deps: SignedRecordDeps & { retryDelayMs?: number; now?: () => number },
): SignedRecorder {
  const failedAt = new Map<string, number>();
  const delay = deps.retryDelayMs ?? RECORD_RETRY_DELAY_MS;
  const now = () => deps.now?.() ?? Date.now();

  async function record(row: SlipRow, siteName: string): Promise<string | null> {
    if (!deps.files) return null;
    const key = signedRecordKey(row);
    try {
      const fileID = await storeSignedRecord(deps, row, siteName);
      failedAt.delete(key);
      return fileID;
    } catch (error) {
      failedAt.set(key, now());
      deps.logger.warn(
        {
          err: (error as Error).message,
          accountID: row.account_id,
          eventID: row.event_id,
          member: row.member_id,
        },
        'the signed permission slip was not stored; a later read of the slips tries again',
      );
      return null;
    }
  }

  const due = (row: SlipRow) => {
    const at = failedAt.get(signedRecordKey(row));
    return at === undefined || now() - at >= delay;
  };

  return {
    record,
    async pending(rows, siteName) {
      if (!deps.files) return rows;
      const missing = rows.filter((row) => needsRecord(row) && due(row)).slice(0, RECORD_RETRIES_PER_READ);
      const stored = new Map<SlipRow, string>();
      await Promise.all(
        missing.map(async (row) => {
          const fileID = await record(row, siteName);
          if (fileID) stored.set(row, fileID);
        }),
      );
      return rows.map((row) => (stored.has(row) ? { ...row, file_id: stored.get(row)! } : row));
    },
  };
}
