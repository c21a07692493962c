// Talks to the app the way the gateway does: resolves the cookie through GET /internal/context,
// signs the context header, forwards the request, and keeps the browser's cookie per account host.
import { randomUUID } from 'node:crypto';
import type { RequestContext } from '@portal/contracts';
import { CONTEXT_HEADER, signContext } from '@portal/contracts/server';
import type { Express } from 'express';
import request from 'supertest';

export interface GatewayOptions {
  app: Express;
  secret: string;
  now: () => Date;
}

/** Signs a context as the gateway would (also used for internal calls: session null). */
export function signedContext(
  options: Pick<GatewayOptions, 'secret' | 'now'>,
  ctx: Partial<RequestContext> & { accountID: string },
): string {
  return signContext(
    {
      account: null,
      session: null,
      member: null,
      issuedAt: options.now().getTime(),
      ...ctx,
    },
    options.secret,
  );
}

export async function resolveContext(
  options: GatewayOptions,
  accountID: string,
  sessionID: string | null,
): Promise<Omit<RequestContext, 'issuedAt' | 'accountID'>> {
  let req = request(options.app)
    .get('/internal/context')
    .set(CONTEXT_HEADER, signedContext(options, { accountID }))
    .set('x-account-id', accountID);
  if (sessionID) req = req.set('x-session-id', sessionID);
  const res = await req;
  if (res.status !== 200) throw new Error(`internal context answered ${res.status}`);
  return res.body as Omit<RequestContext, 'issuedAt' | 'accountID'>;
}

/** One browser on one account host (`{account}.localhost`): a cookie jar of one cookie. */
export class Browser {
  sessionID: string | null = null;
  ip = '203.0.113.10';
  /** The other cookies the service set (e.g. the sign-in device cookie), sent back as a browser would. */
  cookies = new Map<string, string>();

  constructor(
    private readonly options: GatewayOptions,
    readonly accountID: string,
  ) {}

  async request(
    method: 'get' | 'post' | 'put' | 'delete',
    path: string,
    body?: unknown,
  ): Promise<request.Response> {
    const resolved = await resolveContext(this.options, this.accountID, this.sessionID);
    const header = signedContext(this.options, { accountID: this.accountID, ...resolved });
    let req = request(this.options.app)
      [method](path)
      .set(CONTEXT_HEADER, header)
      .set('x-request-id', randomUUID())
      .set('x-forwarded-for', this.ip);
    if (this.cookies.size > 0)
      req = req.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    if (body !== undefined) req = req.send(body as object);
    const res = await req;
    this.takeCookie(res);
    return res;
  }

  get(path: string): Promise<request.Response> {
    return this.request('get', path);
  }

  post(path: string, body: Record<string, unknown> = {}): Promise<request.Response> {
    return this.request('post', path, body);
  }

  /** POST with the CSRF token fetched first, as the kit's API client does. */
  async postWithToken(path: string, body: Record<string, unknown> = {}): Promise<request.Response> {
    const token = (await this.get('/api/token')).body.token as string;
    return this.post(path, { ...body, token });
  }

  async signin(username: string, password: string, captcha = 'ok'): Promise<request.Response> {
    return this.post('/api/signin', { username, password, token: { type: 'Recaptcha', response: captcha } });
  }

  private takeCookie(res: request.Response): void {
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    for (const cookie of cookies) {
      const match = /^([^=]+)=([^;]*)/.exec(cookie);
      if (!match) continue;
      const expired = /expires=Thu, 01 Jan 1970/i.test(cookie) || match[2] === '';
      if (match[1] === 'sessionid') this.sessionID = expired ? null : decodeURIComponent(match[2]!);
      else if (expired) this.cookies.delete(match[1]!);
      else this.cookies.set(match[1]!, match[2]!);
    }
  }
}
