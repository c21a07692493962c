// Real tiny HTTP servers standing in for the upstreams in gateway tests: an identity stand-in that
// answers GET /internal/context from a small table (and counts those calls), and echo servers
// that answer with what reached them (path, headers).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InternalContextResponse } from '../context/contractsAdapter.ts';
import { sessionKey } from '../context/contractsAdapter.ts';

export interface Upstream {
  url: string;
  requests: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders }>;
  close(): Promise<void>;
}

export const accounts = {
  md001: {
    id: 'md001',
    type: 'CAPSQUADRON',
    name: 'Test Squadron',
    orgIDs: [1],
    mainOrg: 1,
    mainCalendarID: 'cal1',
  },
  md002: {
    id: 'md002',
    type: 'CAPSQUADRON',
    name: 'Second Squadron',
    orgIDs: [2],
    mainOrg: 2,
    mainCalendarID: 'cal2',
  },
} satisfies Record<string, NonNullable<InternalContextResponse['account']>>;

async function listen(server: http.Server, requests: Upstream['requests']): Promise<Upstream> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Echoes `{ upstream: name, method, url, headers }` as JSON. */
export function startEchoServer(name: string): Promise<Upstream> {
  const requests: Upstream['requests'] = [];
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const setCookie = req.url?.includes('/logout') ? { 'set-cookie': 'sessionid=; Max-Age=0; Path=/' } : {};
      res.writeHead(200, { 'content-type': 'application/json', 'keep-alive': 'timeout=30', ...setCookie });
      const body = Buffer.concat(chunks).toString('utf8');
      res.end(
        JSON.stringify({ upstream: name, method: req.method, url: req.url, headers: req.headers, body }),
      );
    });
  });
  return listen(server, requests);
}

/**
 * Identity stand-in: accounts md001 and md002; `liveSessions` maps a session id to its account.
 * Other paths are echoed like startEchoServer('identity').
 */
export function startIdentityStandIn(liveSessions: Map<string, string>): Promise<Upstream> {
  const requests: Upstream['requests'] = [];
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    if (req.url === '/internal/context') {
      const accountID = String(req.headers['x-account-id'] ?? '');
      const sessionID = req.headers['x-session-id'] as string | undefined;
      const account = accounts[accountID as keyof typeof accounts] ?? null;
      const live = account && sessionID && liveSessions.get(sessionID) === accountID;
      const body: InternalContextResponse = {
        account,
        // like svc-identity: session.id is the session key, never the cookie value
        session: live
          ? { id: sessionKey(sessionID), type: 'Regular', expires: Date.now() + 3_600_000 }
          : null,
        member: null,
      };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ upstream: 'identity', method: req.method, url: req.url, headers: req.headers }));
  });
  return listen(server, requests);
}

/** A loopback port with nothing listening (a service that is down). */
export async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
