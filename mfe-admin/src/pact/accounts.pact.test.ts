// Pact consumer: mfe-admin's prospective member, member import and sign-in key calls ->
// svc-identity (gateway paths), through the real call modules.
import { MatchersV3 } from '@pact-foundation/pact';
import { Member, prospectiveMemberRequest, SigninKey } from '@portal/contracts';
import { ApiError } from '@portal/kit';
import { describe, expect, it } from 'vitest';
import { importStatus } from '../memberImport/importCalls.ts';
import {
  createProspectiveMember,
  deleteProspectiveMember,
  listProspectiveMembers,
  upgradeProspectiveMember,
} from '../prospective/prospectiveCalls.ts';
import { listSigninKeys, registerSigninKey, revokeSigninKey } from '../signinKeys/signinKeyCalls.ts';
import {
  adminPact,
  expectTokenRequest,
  givenStates,
  json,
  signedInClient,
  STATES,
  tokenField,
  withCookie,
} from './adminPact.ts';
import { BRAVO_CADET, cadetMember, EXAMPLE_PUBLIC_KEY, prospectiveMember, signinKey } from './examples.ts';

const { like, eachLike, regex, integer, fromProviderState } = MatchersV3;
const pact = adminPact();
const mutating = { ...withCookie, 'Content-Type': 'application/json' };
const PROSPECTIVE = '/api/member/account/capprospective';
/** The path of the prospective member the state created (the consumer's example id otherwise). */
const prospectivePath = fromProviderState(`${PROSPECTIVE}/\${prospectiveID}`, `${PROSPECTIVE}/md001-3`);

describe('mfe-admin prospective member calls -> svc-identity', () => {
  it('GET /api/member/list/CAPProspectiveMember (listProspectiveMembers) answers the prospective members', async () => {
    expect(Member.safeParse(prospectiveMember).success).toBe(true);
    givenStates(pact, STATES.admin, [STATES.prospectiveMember])
      .uponReceiving('a prospective member list request from admin')
      .withRequest({ method: 'GET', path: '/api/member/list/CAPProspectiveMember', headers: withCookie })
      .willRespondWith({
        status: 200,
        headers: json,
        body: eachLike(like({ ...prospectiveMember, id: regex('^md001-[0-9]+$', prospectiveMember.id) })),
      });
    await pact.executeTest(async (mock) => {
      const members = await listProspectiveMembers(undefined, signedInClient(mock.url));
      expect(members[0]?.type).toBe('CAPProspectiveMember');
    });
  });

  it('POST .../capprospective/requestaccount with a password set now answers the new member', async () => {
    const body = {
      member: {
        contact: { EMAIL: { PRIMARY: 'pat.prospect@example.com' } },
        flight: null,
        nameFirst: 'Pat',
        nameLast: 'Prospect',
        nameMiddle: '',
        nameSuffix: '',
        seniorMember: false,
      },
      login: {
        type: 'SetNow' as const,
        username: 'pact-new-prospect',
        password: 'Pact-Prospect-Password-2024!',
      },
    };
    expect(prospectiveMemberRequest.safeParse(body).success).toBe(true);
    expectTokenRequest(pact, STATES.admin);
    givenStates(pact, STATES.admin)
      .uponReceiving('a prospective member created by admin with a password set now')
      .withRequest({
        method: 'POST',
        path: '/api/member/account/capprospective/requestaccount',
        headers: mutating,
        body: { ...body, ...tokenField },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          member: like({ ...prospectiveMember, id: regex('^md001-[0-9]+$', prospectiveMember.id) }),
        },
      });
    await pact.executeTest(async (mock) => {
      const member = await createProspectiveMember(body, signedInClient(mock.url));
      expect(member).toMatchObject({ type: 'CAPProspectiveMember', nameFirst: 'Pat', nameLast: 'Prospect' });
    });
  });
});

describe('mfe-admin prospective member management -> svc-identity', () => {
  it('DELETE .../capprospective/{id} (deleteProspectiveMember) answers 204', async () => {
    expectTokenRequest(pact, STATES.admin);
    givenStates(pact, STATES.admin, [STATES.prospectiveMember])
      .uponReceiving('a prospective member deleted by admin')
      .withRequest({ method: 'DELETE', path: prospectivePath, headers: mutating, body: tokenField })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (mock) => {
      await expect(deleteProspectiveMember('md001-3', signedInClient(mock.url))).resolves.toBeUndefined();
    });
  });

  it('POST .../capprospective/{id} (upgradeProspectiveMember) answers the national member', async () => {
    const upgraded = { ...cadetMember, id: BRAVO_CADET.id, flight: 'Bravo' };
    expect(Member.safeParse(upgraded).success).toBe(true);
    expectTokenRequest(pact, STATES.admin);
    givenStates(pact, STATES.admin, [STATES.prospectiveMember])
      .uponReceiving('a prospective member upgraded to a national member by admin')
      .withRequest({
        method: 'POST',
        path: prospectivePath,
        headers: mutating,
        body: { nhqReference: BRAVO_CADET, ...tokenField },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { member: like({ ...upgraded, type: 'CAPNHQMember', id: integer(BRAVO_CADET.id) }) },
      });
    await pact.executeTest(async (mock) => {
      await expect(
        upgradeProspectiveMember('md001-3', BRAVO_CADET.id, signedInClient(mock.url)),
      ).resolves.toBeUndefined();
    });
  });
});

describe('mfe-admin member import calls -> svc-identity', () => {
  it('GET /api/member/capwatch/import/{jobID} (importStatus) of an unknown job answers 404 NOT_FOUND', async () => {
    givenStates(pact, STATES.admin)
      .uponReceiving('an import status request for an unknown job from admin')
      .withRequest({ method: 'GET', path: '/api/member/capwatch/import/no-such-job', headers: withCookie })
      .willRespondWith({
        status: 404,
        headers: json,
        body: { code: 'NOT_FOUND', message: like('The requested item cannot be found') },
      });
    await pact.executeTest(async (mock) => {
      const failure = await importStatus('no-such-job', signedInClient(mock.url)).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    });
  });
});

describe('mfe-admin sign-in key calls -> svc-identity', () => {
  it('GET /api/signin/keys (listSigninKeys) answers the registered keys', async () => {
    expect(SigninKey.safeParse(signinKey).success).toBe(true);
    givenStates(pact, STATES.admin, [STATES.signinKey])
      .uponReceiving('a sign-in key list request from admin')
      .withRequest({ method: 'GET', path: '/api/signin/keys', headers: withCookie })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          keys: eachLike(like({ ...signinKey, fingerprint: regex('^[0-9a-f]{64}$', signinKey.fingerprint) })),
        },
      });
    await pact.executeTest(async (mock) => {
      const keys = await listSigninKeys(undefined, signedInClient(mock.url));
      expect(keys[0]).toMatchObject({ scope: 'Account', algorithm: 'Ed25519', revoked: null });
    });
  });
});

describe('mfe-admin sign-in key management -> svc-identity', () => {
  it('POST /api/signin/keys (registerSigninKey) answers the registered key', async () => {
    const body = { name: 'Pact registered client', scope: 'Account' as const, publicKey: EXAMPLE_PUBLIC_KEY };
    expectTokenRequest(pact, STATES.admin);
    givenStates(pact, STATES.admin)
      .uponReceiving('an Account-scope sign-in key registered by admin')
      .withRequest({
        method: 'POST',
        path: '/api/signin/keys',
        headers: mutating,
        body: { ...body, ...tokenField },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          key: like({
            ...signinKey,
            name: body.name,
            fingerprint: regex('^[0-9a-f]{64}$', signinKey.fingerprint),
          }),
        },
      });
    await pact.executeTest(async (mock) => {
      const key = await registerSigninKey(body, signedInClient(mock.url));
      expect(key).toMatchObject({ name: body.name, scope: 'Account', revoked: null });
    });
  });

  it('DELETE /api/signin/keys/{id} (revokeSigninKey) answers 204', async () => {
    expectTokenRequest(pact, STATES.admin);
    givenStates(pact, STATES.admin, [STATES.signinKey])
      .uponReceiving('a sign-in key revoked by admin')
      .withRequest({
        method: 'DELETE',
        path: fromProviderState('/api/signin/keys/${keyID}', `/api/signin/keys/${signinKey.id}`),
        headers: mutating,
        body: tokenField,
      })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (mock) => {
      await expect(revokeSigninKey(signinKey.id, signedInClient(mock.url))).resolves.toBeUndefined();
    });
  });
});
