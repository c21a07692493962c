// Pact consumer: the shell's account pages -> svc-identity, with the pages' exact calls (path, body,
// options of the kit's apiClient): /create-account, /usernamerequest, /passwordreset (the
// CaptchaRequestForm `send`), /finishaccount/{token} and /finishpasswordreset/{token}
// (useEmailedLinkSignin: the link's token in the body, the CSRF token in x-csrf-token) and
// /registerdiscord/{discordid}. Provider states: see ./shellPact.ts.
import { MatchersV3 } from '@pact-foundation/pact';
import { accountSignedInResponse, VALIDATION_ERROR_CODE, ACCOUNT_ERROR_CODES } from '@portal/contracts';
import { apiClient } from '@portal/kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EXAMPLE_TOKEN,
  expectTokenRequest,
  given,
  json,
  jsonBody,
  setsSessionCookie,
  shellPact,
  STATES,
  tokenField,
  useMockOrigin,
} from './shellPact.ts';

const { like, regex, fromProviderState } = MatchersV3;
const pact = shellPact();
const ACCOUNT = '/api/member/account';
/** What CaptchaRequestForm sends when GET /api/captcha answered 'none'. */
const CAPTCHA = 'none';
const CADET_CAPID = 510004;
const DISCORD_ID = '123456789012345678';
const headerToken = { ...jsonBody, 'x-csrf-token': like(EXAMPLE_TOKEN) };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** useEmailedLinkSignin's call. */
function finishEmailedLink(path: string, token: string, body: Record<string, string>) {
  return apiClient.post(path, { token, ...body }, { csrf: 'header', schema: accountSignedInResponse });
}

describe('shell -> svc-identity: account requests, emailed links, chat-service registration', () => {
  it('POST .../capnhq/requestaccount (CreateAccountPage) with the e-mail on file: 204', async () => {
    const states = [STATES.memberWithoutAccount];
    expectTokenRequest(pact, states, 'of a visitor requesting an account');
    given(pact, states)
      .uponReceiving('an account request with the e-mail on file')
      .withRequest({
        method: 'POST',
        path: `${ACCOUNT}/capnhq/requestaccount`,
        headers: jsonBody,
        body: {
          capid: fromProviderState('${capid}', 510014),
          email: fromProviderState('${email}', 'lee.member@example.com'),
          recaptcha: CAPTCHA,
          ...tokenField,
        },
      })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      const call = apiClient.post(`${ACCOUNT}/capnhq/requestaccount`, {
        capid: 510014,
        email: 'lee.member@example.com',
        recaptcha: CAPTCHA,
      });
      await expect(call).resolves.toBeUndefined();
    });
  });

  it('POST .../capnhq/requestaccount for a member who has an account: the same 204 (told by email)', async () => {
    expectTokenRequest(pact, [STATES.noSession], 'without a session');
    pact
      .given(STATES.noSession)
      .uponReceiving('an account request for a member who already has an account')
      .withRequest({
        method: 'POST',
        path: `${ACCOUNT}/capnhq/requestaccount`,
        headers: jsonBody,
        body: { capid: CADET_CAPID, email: 'someone@example.com', recaptcha: CAPTCHA, ...tokenField },
      })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      const call = apiClient.post(`${ACCOUNT}/capnhq/requestaccount`, {
        capid: CADET_CAPID,
        email: 'someone@example.com',
        recaptcha: CAPTCHA,
      });
      await expect(call).resolves.toBeUndefined();
    });
  });

  it('POST .../capnhq/requestusername (UsernameRequestPage): 204 whether or not the member exists', async () => {
    expectTokenRequest(pact, [STATES.noSession], 'without a session');
    pact
      .given(STATES.noSession)
      .uponReceiving('a username request')
      .withRequest({
        method: 'POST',
        path: `${ACCOUNT}/capnhq/requestusername`,
        headers: jsonBody,
        body: { capid: CADET_CAPID, captchaToken: CAPTCHA, ...tokenField },
      })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      const call = apiClient.post(`${ACCOUNT}/capnhq/requestusername`, {
        capid: CADET_CAPID,
        captchaToken: CAPTCHA,
      });
      await expect(call).resolves.toBeUndefined();
    });
  });

  it('POST .../capnhq/requestusername without a solved captcha: 400', async () => {
    expectTokenRequest(pact, [STATES.noSession], 'without a session');
    pact
      .given(STATES.noSession)
      .uponReceiving('a username request without a captcha')
      .withRequest({
        method: 'POST',
        path: `${ACCOUNT}/capnhq/requestusername`,
        headers: jsonBody,
        body: { capid: CADET_CAPID, captchaToken: '', ...tokenField },
      })
      .willRespondWith({
        status: 400,
        headers: json,
        body: { code: VALIDATION_ERROR_CODE, message: like('x') },
      });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      const call = apiClient.post(`${ACCOUNT}/capnhq/requestusername`, {
        capid: CADET_CAPID,
        captchaToken: '',
      });
      await expect(call).rejects.toMatchObject({ status: 400 });
    });
  });

  it('POST .../requestpasswordreset (PasswordResetPage): 204', async () => {
    expectTokenRequest(pact, [STATES.noSession], 'without a session');
    pact
      .given(STATES.noSession)
      .uponReceiving('a password reset request')
      .withRequest({
        method: 'POST',
        path: `${ACCOUNT}/requestpasswordreset`,
        headers: jsonBody,
        body: { username: 'cadet', captchaToken: CAPTCHA, ...tokenField },
      })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      const call = apiClient.post(`${ACCOUNT}/requestpasswordreset`, {
        username: 'cadet',
        captchaToken: CAPTCHA,
      });
      await expect(call).resolves.toBeUndefined();
    });
  });

  it('POST .../finishsetup (FinishAccountPage) with a live link signs the new member in', async () => {
    expectTokenRequest(pact, [STATES.setupLinkSent], 'of a visitor with a set-up link');
    pact
      .given(STATES.setupLinkSent)
      .uponReceiving('an account set-up finished with a live link')
      .withRequest({
        method: 'POST',
        path: `${ACCOUNT}/finishsetup`,
        headers: headerToken,
        body: {
          token: fromProviderState('${token}', 'emailed-link-token'),
          username: 'pact-new-member',
          password: 'Pact-Setup-Password-2025!',
        },
      })
      .willRespondWith({
        status: 200,
        headers: { ...json, ...setsSessionCookie },
        body: { result: 'Ok', sessionType: 'Regular' },
      });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      const answer = await finishEmailedLink(`${ACCOUNT}/finishsetup`, 'emailed-link-token', {
        username: 'pact-new-member',
        password: 'Pact-Setup-Password-2025!',
      });
      expect(answer.sessionType).toBe('Regular');
    });
  });

  it('POST .../finishsetup with an unknown or used link: 400', async () => {
    expectTokenRequest(pact, [STATES.noSession], 'without a session');
    pact
      .given(STATES.noSession)
      .uponReceiving('an account set-up finished with an unknown link')
      .withRequest({
        method: 'POST',
        path: `${ACCOUNT}/finishsetup`,
        headers: headerToken,
        body: { token: 'unknown-link-token', username: 'pact-other', password: 'Pact-Setup-Password-2025!' },
      })
      .willRespondWith({
        status: 400,
        headers: json,
        body: { code: ACCOUNT_ERROR_CODES.linkInvalid, message: like('x') },
      });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      const call = finishEmailedLink(`${ACCOUNT}/finishsetup`, 'unknown-link-token', {
        username: 'pact-other',
        password: 'Pact-Setup-Password-2025!',
      });
      await expect(call).rejects.toMatchObject({ status: 400 });
    });
  });

  it('POST .../finishpasswordreset (FinishPasswordResetPage) with a live link signs the member in', async () => {
    expectTokenRequest(pact, [STATES.resetLinkSent], 'of a visitor with a reset link');
    pact
      .given(STATES.resetLinkSent)
      .uponReceiving('a password reset finished with a live link')
      .withRequest({
        method: 'POST',
        path: `${ACCOUNT}/finishpasswordreset`,
        headers: headerToken,
        body: {
          token: fromProviderState('${token}', 'emailed-link-token'),
          newPassword: 'Pact-Reset-Password-2025!',
        },
      })
      .willRespondWith({
        status: 200,
        headers: { ...json, ...setsSessionCookie },
        body: { result: 'Ok', sessionType: regex('^(Regular|MFAInProgress)$', 'Regular') },
      });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      const answer = await finishEmailedLink(`${ACCOUNT}/finishpasswordreset`, 'emailed-link-token', {
        newPassword: 'Pact-Reset-Password-2025!',
      });
      expect(answer.result).toBe('Ok');
    });
  });

  it('POST .../finishpasswordreset with a too simple password: 400 (the link stays usable)', async () => {
    expectTokenRequest(pact, [STATES.resetLinkSent], 'of a visitor with a reset link');
    pact
      .given(STATES.resetLinkSent)
      .uponReceiving('a password reset finished with a too simple password')
      .withRequest({
        method: 'POST',
        path: `${ACCOUNT}/finishpasswordreset`,
        headers: headerToken,
        body: { token: fromProviderState('${token}', 'emailed-link-token'), newPassword: 'short' },
      })
      .willRespondWith({
        status: 400,
        headers: json,
        body: { code: ACCOUNT_ERROR_CODES.passwordComplexity, message: like('x') },
      });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      const call = finishEmailedLink(`${ACCOUNT}/finishpasswordreset`, 'emailed-link-token', {
        newPassword: 'short',
      });
      await expect(call).rejects.toMatchObject({ status: 400 });
    });
  });

  it('POST .../registerdiscord/{discordID} (RegisterDiscordPage) with the code from Discord: 204', async () => {
    const states = [STATES.signedInCadet, STATES.discordCodeSent];
    expectTokenRequest(pact, states, 'of the signed-in cadet');
    given(pact, states)
      .uponReceiving('a chat-service registration by the signed-in cadet with the code from Discord')
      .withRequest({
        method: 'POST',
        path: `${ACCOUNT}/registerdiscord/${DISCORD_ID}`,
        headers: jsonBody,
        body: { code: fromProviderState('${code}', '12345678'), ...tokenField },
      })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      await expect(
        apiClient.post(`${ACCOUNT}/registerdiscord/${encodeURIComponent(DISCORD_ID)}`, { code: '12345678' }),
      ).resolves.toBeUndefined();
    });
  });

  it('POST .../registerdiscord/{discordID} with a code Discord did not send: 400 with the message', async () => {
    const states = [STATES.signedInCadet];
    expectTokenRequest(pact, states, 'of the signed-in cadet');
    given(pact, states)
      .uponReceiving('a chat-service registration with a wrong code')
      .withRequest({
        method: 'POST',
        path: `${ACCOUNT}/registerdiscord/${DISCORD_ID}`,
        headers: jsonBody,
        body: { code: '00000000', ...tokenField },
      })
      .willRespondWith({
        status: 400,
        headers: json,
        body: { code: 'DISCORD_CODE_INVALID', message: like('x') },
      });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      await expect(
        apiClient.post(`${ACCOUNT}/registerdiscord/${encodeURIComponent(DISCORD_ID)}`, { code: '00000000' }),
      ).rejects.toMatchObject({ status: 400 });
    });
  });

  it('POST .../registerdiscord/{discordID} with an id that is not one: 400', async () => {
    const states = [STATES.signedInCadet];
    expectTokenRequest(pact, states, 'of the signed-in cadet');
    given(pact, states)
      .uponReceiving('a chat-service registration with an invalid id')
      .withRequest({
        method: 'POST',
        path: `${ACCOUNT}/registerdiscord/not-an-id`,
        headers: jsonBody,
        body: { code: '12345678', ...tokenField },
      })
      .willRespondWith({
        status: 400,
        headers: json,
        body: { code: VALIDATION_ERROR_CODE, message: like('Invalid chat-service id') },
      });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      await expect(
        apiClient.post(`${ACCOUNT}/registerdiscord/not-an-id`, { code: '12345678' }),
      ).rejects.toMatchObject({
        status: 400,
      });
    });
  });
});
