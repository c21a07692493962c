// Plain HTTP to the gateway with an explicit Host (each account is a host: md001.localhost), so
// no name resolution and no cookie jar is involved: every request says whose cookie it carries.
import { request } from 'node:http';

export interface Answer {
  status: number;
  text: string;
  contentType: string;
  setCookie: string[];
}

export interface SendOptions {
  host: string;
  cookie?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

export function send(port: number, method: string, path: string, options: SendOptions): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    host: `${options.host}:${port}`,
    accept: 'application/json',
    ...(payload !== undefined
      ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }
      : {}),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...options.headers,
  };
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          contentType: String(res.headers['content-type'] ?? ''),
          setCookie: ([] as string[]).concat(res.headers['set-cookie'] ?? []),
        }),
      );
      res.on('error', fail);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${path}: no answer in 30 s`)));
    req.on('error', fail);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** The `sessionid=...` pair of a sign-in answer, or null. */
export function sessionCookieOf(answer: Answer): string | null {
  for (const line of answer.setCookie) {
    const match = /^(sessionid=[^;]+)/.exec(line);
    if (match) return match[1]!;
  }
  return null;
}

/** The message field of a JSON error answer ('' when there is none). */
export function messageOf(answer: Answer): string {
  try {
    const parsed = JSON.parse(answer.text) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : '';
  } catch {
    return '';
  }
}

/** Runs the tasks `size` at a time (the machine is small and shared). */
export async function inBatches<T>(tasks: Array<() => Promise<T>>, size: number): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < tasks.length; i += size) {
    out.push(...(await Promise.all(tasks.slice(i, i + size).map((t) => t()))));
  }
  return out;
}
