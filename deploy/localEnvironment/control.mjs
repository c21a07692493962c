// The control endpoint of a running site: how `node deploy/deploy.mjs` asks the running stack to
// replace one part. HTTP on 127.0.0.1 only, a random port and a random token; the control file
// ({ port, token, pid }, mode 0600) tells them to whoever may read it, and is removed on stop.
//   GET  /status            -> { pid, versions: { part: version }, sources: { part: dir | 'workspace' } }
//   POST /deploy { part, dir } -> the stack's deployPart answer, or { error } with 400 / 409 / 500
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, request } from 'node:http';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export class ControlError extends Error {
  constructor(message, status = 400) {
    super(message);
    this.status = status;
  }
}

function sameToken(given, token) {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function bodyOf(req) {
  let text = '';
  for await (const chunk of req) {
    text += chunk;
    if (text.length > 64 * 1024) throw new ControlError('request too large', 413);
  }
  try {
    return JSON.parse(text || '{}');
  } catch {
    throw new ControlError('the body is not JSON');
  }
}

/**
 * Starts the endpoint and writes `file`. handlers: { status(): object, deploy({ part, dir }): Promise<object> }.
 * Returns { port, token, close() } (close also removes the file).
 */
export async function startControl({ file, handlers }) {
  const token = randomBytes(24).toString('hex');
  const server = createServer(async (req, res) => {
    const answer = (status, body) => {
      res.writeHead(status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end(JSON.stringify(body));
    };
    if (!sameToken((req.headers.authorization ?? '').replace(/^Bearer /, ''), token))
      return answer(401, { error: 'a valid token is required (see the control file)' });
    try {
      if (req.method === 'GET' && req.url === '/status') return answer(200, await handlers.status());
      if (req.method === 'POST' && req.url === '/deploy') {
        const { part, dir } = await bodyOf(req);
        if (typeof part !== 'string' || typeof dir !== 'string')
          throw new ControlError('the body needs { part, dir }');
        return answer(200, await handlers.deploy({ part, dir }));
      }
      return answer(404, { error: `no ${req.method} ${req.url}` });
    } catch (error) {
      const status = error instanceof ControlError ? error.status : 500;
      answer(status, { error: error instanceof Error ? error.message : String(error) });
    }
  });
  // a deploy waits for the new processes to answer, which may take longer than Node's defaults allow
  server.requestTimeout = 0;
  server.headersTimeout = 60_000;
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', done);
  });
  const { port } = server.address();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ port, token, pid: process.pid })}\n`, { mode: 0o600 });
  return {
    port,
    token,
    close: async () => {
      rmSync(file, { force: true });
      server.closeAllConnections();
      await new Promise((done) => server.close(() => done()));
    },
  };
}

/** Reads a control file; throws a ControlError that says what to do when there is none. */
export function readControlFile(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new ControlError(`no running site: ${file} is missing (npm start writes it while the site runs)`);
  }
  const control = JSON.parse(text);
  if (!Number.isInteger(control.port) || typeof control.token !== 'string')
    throw new ControlError(`${file} is not a control file`);
  return control;
}

/** One HTTP exchange with no client-side time limit (a deploy answers once the new version runs). */
function exchange(port, method, path, token, body) {
  return new Promise((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, text }));
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** Calls the running stack: callControl(file, 'GET', '/status') or (file, 'POST', '/deploy', body). */
export async function callControl(file, method, path, body) {
  const { port, token, pid } = readControlFile(file);
  let res;
  try {
    res = await exchange(port, method, path, token, body);
  } catch (error) {
    const cause = error?.code ?? (error instanceof Error ? error.message : String(error));
    throw new ControlError(
      `the site named in ${file} (pid ${pid}) does not answer (${cause}): is npm start running?`,
    );
  }
  let answer;
  try {
    answer = JSON.parse(res.text);
  } catch {
    answer = { error: `answered ${res.status} without JSON` };
  }
  if (res.status < 200 || res.status >= 300)
    throw new ControlError(answer.error ?? `answered ${res.status}`, res.status);
  return answer;
}
