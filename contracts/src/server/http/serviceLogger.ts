// A service process's structured JSON log (pino) on stdout. Lines are written without blocking, the
// ones logged while a write is in flight joined into the next: a blocking write(2) per request line
// cost more CPU than answering a small call. pino flushes what is pending when the process exits.
import { pino, type Logger } from 'pino';

export function createServiceLogger(service: string, level: string): Logger {
  return pino({ level, base: { service } }, pino.destination({ dest: 1, sync: false }));
}
