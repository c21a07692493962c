// Test helpers for the member import: a raw zip upload signed like the gateway signs it, and polling.
import request from 'supertest';
import { MEMBER_IMPORT_PATH, type ImportStatusResponse } from '@portal/contracts';
import { CONTEXT_HEADER } from '@portal/contracts/server';
import { resolveContext, signedContext, type Browser } from '../testing/gatewayClient.ts';
import type { TestApp } from '../testing/testApp.ts';

export interface UploadOptions {
  /** Send the CSRF token header (default true). */
  token?: boolean;
  contentType?: string;
}

/** POST /api/member/capwatch/import with the zip as the raw body, as the page sends it. */
export async function uploadZip(
  t: TestApp,
  browser: Browser,
  body: Uint8Array | Buffer,
  options: UploadOptions = {},
): Promise<request.Response> {
  const gateway = { app: t.app, secret: t.config.contextSecret, now: t.now };
  let token = '';
  if (options.token !== false) token = (await browser.get('/api/token')).body.token as string;
  const resolved = await resolveContext(gateway, browser.accountID, browser.sessionID);
  let req = request(t.app)
    .post(MEMBER_IMPORT_PATH)
    .set(CONTEXT_HEADER, signedContext(gateway, { accountID: browser.accountID, ...resolved }))
    .set('content-type', options.contentType ?? 'application/zip');
  if (token) req = req.set('x-csrf-token', token);
  return req.send(Buffer.from(body));
}

/** Polls the status call until the job has a result. */
export async function waitForResult(browser: Browser, jobID: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  const seen: number[] = [];
  for (;;) {
    const res = await browser.get(`${MEMBER_IMPORT_PATH}/${jobID}`);
    if (res.status !== 200) throw new Error(`status answered ${res.status}: ${JSON.stringify(res.body)}`);
    const status = res.body as ImportStatusResponse;
    seen.push(status.progress);
    if (status.result) return { status, seen };
    if (Date.now() > deadline) throw new Error(`job ${jobID} stayed ${status.state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
