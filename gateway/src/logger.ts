// Structured JSON logs (pino); every request line carries its request id as reqId.
import pino, { type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'gateway' } }, pino.destination({ sync: false, minLength: 4096 }));
}
