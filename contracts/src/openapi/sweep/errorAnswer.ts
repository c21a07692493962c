// What a refusal must look like (docs/foundation.md, platform §5/§8): a 4xx with the JSON error shape
// `{ code, message, issues? }`, a message in the catalogue's words: never a stack trace, a database
// error, an HTML page or an empty body.
import { apiError } from '../../errors/apiError.ts';

export interface SweepAnswer {
  status: number;
  /** Raw body text. */
  text: string;
  contentType: string;
}

/** Text that only leaks out of a crash or a driver: a refusal must never contain it. */
const LEAKS: readonly RegExp[] = [
  /\n\s+at /, // stack frame
  /\b(TypeError|ReferenceError|RangeError|SyntaxError|ZodError)\b/,
  /node_modules|\/src\/|\.ts:\d+/,
  /\b(SELECT|INSERT|UPDATE|DELETE)\b.*\b(FROM|INTO|SET)\b/,
  /invalid input syntax|violates|relation "|syntax error at|out of range for type/i,
  /\[object Object\]|\bundefined\b|\bNaN\b/,
  /<html|<!DOCTYPE/i,
];

/** Why `answer` is not a catalogue refusal, or null when it is one. */
export function refusalProblem(answer: SweepAnswer): string | null {
  if (answer.status < 400 || answer.status >= 500) return `status ${answer.status}, expected a 4xx`;
  if (!/application\/json/i.test(answer.contentType))
    return `content type '${answer.contentType}', expected JSON`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'body is not JSON';
  }
  const parsed = apiError.safeParse(body);
  if (!parsed.success) return 'body is not the error shape { code, message, issues? }';
  const { code, message, issues = [] } = parsed.data;
  if (!/^[A-Z][A-Z0-9_]*$/.test(code)) return `code '${code}' is not a catalogue code`;
  if (message.trim() === '') return 'empty message';
  for (const text of [message, ...issues]) {
    if (text.length > 300) return `message of ${text.length} characters (echoes the input?)`;
    const leak = LEAKS.find((pattern) => pattern.test(text));
    if (leak) return `message leaks internals (${String(leak)}): ${text.slice(0, 120)}`;
  }
  return null;
}
