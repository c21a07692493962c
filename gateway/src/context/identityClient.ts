// Client of svc-identity's internal call GET /internal/context (docs/foundation.md, Request path).
// Uses one keep-alive agent so a cache miss costs a request, not a TCP handshake.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import {
  CONTEXT_HEADER,
  signContext,
  type InternalContextResponse,
  internalContextResponse,
} from './contractsAdapter.ts';

export class UpstreamUnavailableError extends Error {
  constructor(
    readonly service: string,
    message: string,
  ) {
    super(message);
  }
}

export interface IdentityClient {
  resolve(accountID: string, sessionID: string | null, requestID?: string): Promise<InternalContextResponse>;
  close(): void;
}

export function createIdentityClient(options: {
  baseUrl: string;
  contextSecret: string;
  timeoutMs?: number;
}): IdentityClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const base = new URL(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? 5000;

  function resolve(accountID: string, sessionID: string | null, requestID = randomUUID()) {
    const headers: http.OutgoingHttpHeaders = {
      accept: 'application/json',
      'x-account-id': accountID,
      'x-request-id': requestID,
      // Internal calls carry a signed context too (no session: this is the gateway itself asking).
      [CONTEXT_HEADER]: signContext(
        { accountID, account: null, session: null, member: null, issuedAt: Date.now() },
        options.contextSecret,
      ),
    };
    if (sessionID) headers['x-session-id'] = sessionID;

    return new Promise<InternalContextResponse>((done, fail) => {
      const req = http.request(
        {
          agent,
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port,
          path: '/internal/context',
          method: 'GET',
          headers,
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (error) => fail(new UpstreamUnavailableError('identity', error.message)));
          res.on('end', () => {
            if (res.statusCode !== 200) {
              fail(new UpstreamUnavailableError('identity', `context call answered ${res.statusCode}`));
              return;
            }
            try {
              done(internalContextResponse.parse(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
            } catch (error) {
              fail(new UpstreamUnavailableError('identity', `bad context answer: ${String(error)}`));
            }
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('context call timed out')));
      req.on('error', (error) => fail(new UpstreamUnavailableError('identity', error.message)));
      req.end();
    });
  }

  return { resolve, close: () => agent.destroy() };
}
