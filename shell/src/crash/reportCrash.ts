import { apiClient } from '@portal/kit';
import { parseStack, type StackEntry } from './stack.ts';

export interface ClientErrorReport {
  componentStack: string;
  message: string;
  pageURL: string;
  stack: StackEntry[];
  timestamp: number;
  type: 'Client';
}

export function buildCrashReport(
  error: unknown,
  componentStack: string,
  pageURL: string,
  now = Date.now(),
): ClientErrorReport {
  const err = error instanceof Error ? error : new Error(String(error));
  return {
    componentStack,
    message: err.message,
    pageURL,
    stack: parseStack(err.stack),
    timestamp: now,
    type: 'Client',
  };
}

/** POST /api/errors/clienterror (platform §7); a failed report is dropped, never re-thrown. */
export async function reportCrash(error: unknown, componentStack: string): Promise<boolean> {
  const report = buildCrashReport(error, componentStack, window.location.href);
  const result = await apiClient.attempt(apiClient.post('/api/errors/clienterror', report));
  return result.ok;
}
