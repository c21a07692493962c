// Structured JSON logs (pino); every request line carries its request id as reqId.
// Lines are buffered (one write per ~12 KB instead of one per request: each write is a trip through
// libuv's thread pool, which costs on the hot path) and flushed at least every second, so a quiet
// gateway's logs still show promptly. 12 KB stays below sonic-boom's 16 KB maxWrite.
import pino, { type Logger } from 'pino';

export function createLogger(level: string): Logger {
  const destination = pino.destination({ sync: false, minLength: 12 * 1024 });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // flush while a write is in flight or before the stream is ready: the next tick catches up
    }
  }, 1000).unref();
  return pino({ level, base: { service: 'gateway' } }, destination);
}
