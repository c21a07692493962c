// Structured JSON logs (pino); every request line carries its request id as reqId.
// Lines are buffered (one write per ~4 KB instead of one per request, which costs on the hot path)
// and flushed at least every second, so a quiet gateway's logs still show promptly.
import pino, { type Logger } from 'pino';

export function createLogger(level: string): Logger {
  const destination = pino.destination({ sync: false, minLength: 4096 });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // flush while a write is in flight or before the stream is ready: the next tick catches up
    }
  }, 1000).unref();
  return pino({ level, base: { service: 'gateway' } }, destination);
}
