// Structured JSON logs (pino); request lines (requestLog from @portal/contracts/server) carry reqId.
import pino, { type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'svc-files' } });
}
