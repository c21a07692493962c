// Structured JSON logs (pino); request lines (requestLog from @portal/contracts/server) carry reqId.
import type { Logger } from 'pino';
import { createServiceLogger } from '@portal/contracts/server';

export function createLogger(level: string): Logger {
  return createServiceLogger('svc-events', level);
}
