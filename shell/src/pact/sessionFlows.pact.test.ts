// Pact consumer: the shell's sign-in side pages -> svc-identity, with the pages' exact calls (path,
// body, options of the kit's apiClient): the captcha (Captcha.tsx), MFA set-up (SetupMfaPage.tsx),
// the MFA challenge (MfaForm.tsx), the expired-password form (ExpiredPasswordForm.tsx) and the crash
// report (reportCrash.ts, called as is). Provider states: see ./shellPact.ts.
import { MatchersV3 } from '@pact-foundation/pact';
import {
  captchaResponse,
  finishMfaSetupResponse,
  Member,
  passwordSetResponse,
  signinResponse,
  startMfaSetupResponse,
} from '@portal/contracts';
import { apiClient, ApiError } from '@portal/kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCrashReport, reportCrash } from '../crash/reportCrash.ts';
import {
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
import { memberLike, SIGNIN_CADET_EXAMPLE } from '@portal/contracts/testing';

const { like, integer, regex, fromProviderState, eachLike } = MatchersV3;
const pact = shellPact();
const NEW_PASSWORD = 'Pact-Expired-Renewed-2025!';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The fixture cadet as the sign-in answers it (the same example as shell/kit's sign-in pact). */
const cadetExample = SIGNIN_CADET_EXAMPLE;
const memberCadet = memberLike(cadetExample);
const mfaInvalid = { code: 'MFA_INVALID', message: like('The MFA token is not valid') };
const passwordIncorrect = { code: 'PASSWORD_INCORRECT', message: like('The password could not be verified') };
/** The fixture users' password in the provider (svc-identity/src/pact/providerStates.ts PACT_PASSWORD). */
const PASSWORD = 'Pact-Password-2024!';
const WRONG_PASSWORD = 'Not-The-Password-2024!';

describe('shell -> svc-identity: captcha, MFA, expired password, crash reports', () => {
  it('GET /api/captcha (Captcha.tsx) answers the captcha type (none in the provider verification)', async () => {
    pact
      .given(STATES.noSession)
      .uponReceiving('a captcha request by a visitor')
      .withRequest({ method: 'GET', path: '/api/captcha' })
      .willRespondWith({ status: 200, headers: json, body: { type: regex('^(none|altcha)$', 'none') } });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      const captcha = await apiClient.get('/api/captcha', { schema: captchaResponse });
      expect(captcha.type).toBe('none');
    });
  });

  it('POST /api/member/session/startmfasetup (SetupMfaPage) answers the otpauth URL', async () => {
    const states = [STATES.withoutMfa];
    expectTokenRequest(pact, states, 'of a member without MFA');
    given(pact, states)
      .uponReceiving('an MFA set-up start by a member without MFA')
      .withRequest({
        method: 'POST',
        path: '/api/member/session/startmfasetup',
        headers: jsonBody,
        body: tokenField,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          url: regex('^otpauth://totp/.+secret=.+', 'otpauth://totp/Portal:staff?secret=JBSWY3DPEHPK3PXP'),
        },
      });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      const { url } = await apiClient.post(
        '/api/member/session/startmfasetup',
        {},
        { schema: startMfaSetupResponse },
      );
      expect(url).toMatch(/^otpauth:\/\/totp\//);
    });
  });

  it('POST /api/member/session/startmfasetup without a session: 401 SIGNIN_REQUIRED', async () => {
    expectTokenRequest(pact, [STATES.noSession], 'without a session');
    pact
      .given(STATES.noSession)
      .uponReceiving('an MFA set-up start without a session')
      .withRequest({
        method: 'POST',
        path: '/api/member/session/startmfasetup',
        headers: jsonBody,
        body: tokenField,
      })
      .willRespondWith({
        status: 401,
        headers: json,
        body: { code: 'SIGNIN_REQUIRED', message: like('Please sign in') },
      });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      const call = apiClient.post('/api/member/session/startmfasetup', {}, { schema: startMfaSetupResponse });
      await expect(call).rejects.toMatchObject({ status: 401, code: 'SIGNIN_REQUIRED' });
    });
  });

  it('POST /api/member/session/finishmfasetup with the right code and password: 200 and the recovery codes', async () => {
    const states = [STATES.withoutMfa, STATES.mfaSetupStarted];
    expectTokenRequest(pact, states, 'of a member setting up MFA');
    given(pact, states)
      .uponReceiving('an MFA set-up finished with the right code and password')
      .withRequest({
        method: 'POST',
        path: '/api/member/session/finishmfasetup',
        headers: jsonBody,
        body: {
          mfaToken: fromProviderState('${mfaToken}', '123456'),
          password: fromProviderState('${password}', PASSWORD),
          ...tokenField,
        },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { recoveryCodes: eachLike(regex('^[a-z2-7]{5}-[a-z2-7]{5}$', 'abcde-fghij'), 10) },
      });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      const { recoveryCodes } = await apiClient.post(
        '/api/member/session/finishmfasetup',
        { mfaToken: '123456', password: PASSWORD },
        { schema: finishMfaSetupResponse },
      );
      expect(recoveryCodes).toHaveLength(10);
    });
  });

  it('POST /api/member/session/finishmfasetup with a wrong code: 400 MFA_INVALID', async () => {
    const states = [STATES.withoutMfa, STATES.mfaSetupStarted];
    expectTokenRequest(pact, states, 'of a member setting up MFA');
    given(pact, states)
      .uponReceiving('an MFA set-up finished with a wrong code')
      .withRequest({
        method: 'POST',
        path: '/api/member/session/finishmfasetup',
        headers: jsonBody,
        body: {
          mfaToken: fromProviderState('${wrongToken}', '000000'),
          password: fromProviderState('${password}', PASSWORD),
          ...tokenField,
        },
      })
      .willRespondWith({ status: 400, headers: json, body: mfaInvalid });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      const call = apiClient.post('/api/member/session/finishmfasetup', {
        mfaToken: '000000',
        password: PASSWORD,
      });
      await expect(call).rejects.toBeInstanceOf(ApiError);
      await expect(call).rejects.toMatchObject({ status: 400, code: 'MFA_INVALID' });
    });
  });

  it('POST /api/member/session/finishmfasetup with a wrong password: 400 PASSWORD_INCORRECT', async () => {
    const states = [STATES.withoutMfa, STATES.mfaSetupStarted];
    expectTokenRequest(pact, states, 'of a member setting up MFA');
    given(pact, states)
      .uponReceiving('an MFA set-up finished with a wrong password')
      .withRequest({
        method: 'POST',
        path: '/api/member/session/finishmfasetup',
        headers: jsonBody,
        body: {
          mfaToken: fromProviderState('${mfaToken}', '123456'),
          password: WRONG_PASSWORD,
          ...tokenField,
        },
      })
      .willRespondWith({ status: 400, headers: json, body: passwordIncorrect });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      const call = apiClient.post('/api/member/session/finishmfasetup', {
        mfaToken: '123456',
        password: WRONG_PASSWORD,
      });
      await expect(call).rejects.toMatchObject({ status: 400, code: 'PASSWORD_INCORRECT' });
    });
  });

  it('POST /api/member/session/removemfa (RemoveMfaForm) with the password: 204', async () => {
    const states = [STATES.withMfa];
    expectTokenRequest(pact, states, 'of a member with MFA');
    given(pact, states)
      .uponReceiving('an MFA removal with the password')
      .withRequest({
        method: 'POST',
        path: '/api/member/session/removemfa',
        headers: jsonBody,
        body: { password: fromProviderState('${password}', PASSWORD), ...tokenField },
      })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      await expect(
        apiClient.post('/api/member/session/removemfa', { password: PASSWORD }),
      ).resolves.toBeUndefined();
    });
  });

  it('POST /api/member/session/removemfa with a wrong password: 400 PASSWORD_INCORRECT', async () => {
    const states = [STATES.withMfa];
    expectTokenRequest(pact, states, 'of a member with MFA');
    given(pact, states)
      .uponReceiving('an MFA removal with a wrong password')
      .withRequest({
        method: 'POST',
        path: '/api/member/session/removemfa',
        headers: jsonBody,
        body: { password: WRONG_PASSWORD, ...tokenField },
      })
      .willRespondWith({ status: 400, headers: json, body: passwordIncorrect });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      const call = apiClient.post('/api/member/session/removemfa', { password: WRONG_PASSWORD });
      await expect(call).rejects.toMatchObject({ status: 400, code: 'PASSWORD_INCORRECT' });
    });
  });

  it('POST /api/member/session/finishmfa (MfaForm) with a recovery code signs in: new session cookie', async () => {
    const states = [STATES.mfaChallenge];
    expectTokenRequest(pact, states, 'at the MFA challenge');
    given(pact, states)
      .uponReceiving('an MFA challenge answered with a recovery code')
      .withRequest({
        method: 'POST',
        path: '/api/member/session/finishmfa',
        headers: jsonBody,
        body: { recoveryCode: fromProviderState('${recoveryCode}', 'abcde-fghij'), ...tokenField },
      })
      .willRespondWith({
        status: 200,
        headers: { ...json, ...setsSessionCookie },
        body: { result: 'None', code: 'NONE', member: memberCadet, sessionType: 'Regular' },
      });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      const response = await apiClient.post(
        '/api/member/session/finishmfa',
        { recoveryCode: 'abcde-fghij' },
        { schema: signinResponse },
      );
      expect(response.result).toBe('None');
    });
  });

  it('POST /api/member/session/finishmfa (MfaForm) with the right code signs in: new session cookie', async () => {
    expect(Member.safeParse(cadetExample).success).toBe(true);
    const states = [STATES.mfaChallenge];
    expectTokenRequest(pact, states, 'at the MFA challenge');
    given(pact, states)
      .uponReceiving('an MFA challenge answered with the right code')
      .withRequest({
        method: 'POST',
        path: '/api/member/session/finishmfa',
        headers: jsonBody,
        body: { mfaToken: fromProviderState('${mfaToken}', '123456'), ...tokenField },
      })
      .willRespondWith({
        status: 200,
        headers: { ...json, ...setsSessionCookie },
        body: { result: 'None', code: 'NONE', member: memberCadet, sessionType: 'Regular' },
      });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      const response = await apiClient.post(
        '/api/member/session/finishmfa',
        { mfaToken: '123456' },
        { schema: signinResponse },
      );
      expect(response.result).toBe('None');
      expect(response.member?.nameLast).toBe('Cadet');
    });
  });

  it('POST /api/member/session/finishmfa with a wrong code: 400 MFA_INVALID (the form shows the message)', async () => {
    const states = [STATES.mfaChallenge];
    expectTokenRequest(pact, states, 'at the MFA challenge');
    given(pact, states)
      .uponReceiving('an MFA challenge answered with a wrong code')
      .withRequest({
        method: 'POST',
        path: '/api/member/session/finishmfa',
        headers: jsonBody,
        body: { mfaToken: fromProviderState('${wrongToken}', '000000'), ...tokenField },
      })
      .willRespondWith({ status: 400, headers: json, body: mfaInvalid });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      const call = apiClient.post(
        '/api/member/session/finishmfa',
        { mfaToken: '000000' },
        { schema: signinResponse },
      );
      await expect(call).rejects.toMatchObject({ status: 400, code: 'MFA_INVALID' });
    });
  });

  it('POST /api/member/passwordreset (ExpiredPasswordForm) with a good password: Ok and a new session', async () => {
    const states = [STATES.expiredPassword];
    expectTokenRequest(pact, states, 'with an expired password');
    given(pact, states)
      .uponReceiving('a new password for an expired one')
      .withRequest({
        method: 'POST',
        path: '/api/member/passwordreset',
        headers: jsonBody,
        body: { password: NEW_PASSWORD, ...tokenField },
      })
      .willRespondWith({ status: 200, headers: { ...json, ...setsSessionCookie }, body: { result: 'Ok' } });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      const response = await apiClient.post(
        '/api/member/passwordreset',
        { password: NEW_PASSWORD },
        { schema: passwordSetResponse },
      );
      expect(response.result).toBe('Ok');
    });
  });

  it('POST /api/member/passwordreset with a too simple password: Complexity and the policy message', async () => {
    const states = [STATES.expiredPassword];
    expectTokenRequest(pact, states, 'with an expired password');
    given(pact, states)
      .uponReceiving('a too simple new password for an expired one')
      .withRequest({
        method: 'POST',
        path: '/api/member/passwordreset',
        headers: jsonBody,
        body: { password: 'short', ...tokenField },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          result: 'Complexity',
          message: like('The password does not meet the complexity requirements'),
        },
      });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      const response = await apiClient.post(
        '/api/member/passwordreset',
        { password: 'short' },
        { schema: passwordSetResponse },
      );
      expect(response.result).toBe('Complexity');
      expect(response.message).toBe('The password does not meet the complexity requirements');
    });
  });

  it('POST /api/errors/clienterror (reportCrash) records the report: 204', async () => {
    const pageURL = 'http://md001.localhost:8080/admin';
    const error = new Error('Pact example crash');
    error.stack =
      'Error: Pact example crash\n    at render (http://md001.localhost:8080/static/js/main.js:10:5)';
    const example = buildCrashReport(error, '\n    at Page', pageURL, 1_800_000_000_000);
    expectTokenRequest(pact, [STATES.noSession], 'without a session');
    pact
      .given(STATES.noSession)
      .uponReceiving('a crash report from the browser')
      .withRequest({
        method: 'POST',
        path: '/api/errors/clienterror',
        headers: jsonBody,
        body: like({ ...example, timestamp: integer(example.timestamp), ...tokenField }),
      })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      vi.stubGlobal('window', { location: { href: pageURL } });
      expect(await reportCrash(error, '\n    at Page')).toBe(true);
    });
  });
});
