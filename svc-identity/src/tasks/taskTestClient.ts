// Test helper of the task service tests: calls as a browser through the gateway would, with the
// CSRF token where the kit's client sends it (body field on POST/PUT/DELETE, header on task reads),
// or deliberately without it.
import { CONTEXT_HEADER } from '@portal/contracts/server';
import request from 'supertest';
import type { Browser } from '../testing/gatewayClient.ts';
import { resolveContext, signedContext } from '../testing/gatewayClient.ts';
import { TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';

type Method = 'get' | 'post' | 'put' | 'delete';

export interface TaskCaller {
  browser: Browser;
  /** With the session's token: header x-csrf-token on GET, body field `token` otherwise. */
  call(method: Method, path: string, body?: Record<string, unknown>): Promise<request.Response>;
  /** Without any token. */
  bare(method: Method, path: string, body?: Record<string, unknown>): Promise<request.Response>;
  /** With this exact token in the x-csrf-token header. */
  withHeader(method: Method, path: string, token: string): Promise<request.Response>;
  /** This text as a JSON body, with the session's token in the header. */
  rawJson(method: Method, path: string, text: string): Promise<request.Response>;
  token(): Promise<string>;
}

export function taskCaller(t: TestApp, browser: Browser): TaskCaller {
  const options = { app: t.app, secret: t.config.contextSecret, now: t.now };
  async function send(
    method: Method,
    path: string,
    body: Record<string, unknown> | string | undefined,
    header?: string,
  ) {
    const resolved = await resolveContext(options, browser.accountID, browser.sessionID);
    let req = request(t.app)
      [method](path)
      .set(CONTEXT_HEADER, signedContext(options, { accountID: browser.accountID, ...resolved }));
    if (header !== undefined) req = req.set('x-csrf-token', header);
    if (typeof body === 'string') req = req.set('content-type', 'application/json').send(body);
    else if (body !== undefined) req = req.send(body);
    return req;
  }
  const token = async () => (await browser.get('/api/token')).body.token as string;
  return {
    browser,
    token,
    async call(method, path, body) {
      const value = await token();
      if (method === 'get') return send(method, path, undefined, value);
      return send(method, path, { ...(body ?? {}), token: value });
    },
    bare: (method, path, body) => send(method, path, body),
    withHeader: (method, path, value) => send(method, path, undefined, value),
    rawJson: async (method, path, text) => send(method, path, text, await token()),
  };
}

/** A caller signed in as `username` of `accountID` (null: an anonymous visitor). */
export async function signedInCaller(
  t: TestApp,
  username: string | null,
  accountID = 'md001',
): Promise<TaskCaller> {
  const browser = t.browser(accountID);
  if (username) {
    const res = await browser.signin(username, TEST_PASSWORD);
    if (res.body.result !== 'None')
      throw new Error(`${username} could not sign in: ${JSON.stringify(res.body)}`);
  }
  return taskCaller(t, browser);
}
