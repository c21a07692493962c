// The drive's storage quotas (svc-files; our words, the spec has none): an upload that would take
// the member's files, or the whole account's, past its quota is refused with 413 and these words.
import type { ApiError } from './apiError.ts';

export const STORAGE_QUOTA_ERRORS = {
  memberQuotaFull: {
    status: 413,
    code: 'QUOTA_EXCEEDED',
    message: 'Your storage quota is full: this upload does not fit. Delete some of your files to make room.',
  },
  accountQuotaFull: {
    status: 413,
    code: 'QUOTA_EXCEEDED',
    message: "The unit's storage quota is full: this upload does not fit. Ask a drive manager to make room.",
  },
} as const satisfies Record<string, ApiError & { status: number }>;
