// Pact consumer: the home promotion panel's call (home/promotionCalls.ts: GET
// /api/member/promotionrequirements/currentuser, events §7 "Own promotion requirements", cadets
// only) -> contracts/pacts/mfe-events-svc-events.json. The provider state gives the pact member
// (520002, a cadet) svc-identity cadet rows: Curry and Arnold approved, Feik in progress with the oath
// and leadership done, a passed fitness test (svc-events/src/pact/providerStates.ts). Dates are
// the provider's own (relative to now), so they are matched by type.
// GET /api/member/promotionrequirements/account is the reports widget's call (reports/reportsCalls.ts
// asks it together with /api/registry, which svc-events does not serve): pinned here with the same
// client call and schema, asked by a member with PromotionManagement FULL (events §6 reports widget).
import { MatchersV3 } from '@pact-foundation/pact';
import {
  API_ERRORS,
  PROMOTION_MESSAGES,
  PROMOTION_REQUIREMENTS_PATHS,
  promotionRequirementsAccountResponse,
} from '@portal/contracts';
import { testMember } from '@portal/contracts/testing';
import { isApiError } from '@portal/kit';
import { describe, expect, it } from 'vitest';
import { loadOwnPromotionRequirements } from '../home/promotionCalls.ts';
import { clientFor, cookieOf, eventsPact, json, memberCookie, SESSIONS, STATES } from './eventsPact.ts';

const { like, integer, eachLike } = MatchersV3;
const pact = eventsPact();

const CADET_RECORDS_STATE = STATES.cadetRecords;

const date = integer(1_790_812_800_000);

const PROMOTION_MANAGER_STATE = STATES.promotionManager;
const PROMOTION_MANAGER_SESSION = SESSIONS.promotionManager;

const SENIOR_STATE = STATES.senior;
const SENIOR_SESSION = SESSIONS.senior;

/** The record of the cadet working on Feik (the state above), dates matched by type. */
const feikRecord = {
  CurrentCadetAchv: {
    CadetAchvID: 3,
    CadetOath: true,
    LeadLabDateP: date,
    AEDateP: null,
    DrillDate: null,
    MoralLDateP: null,
    StaffServiceDate: null,
    TechnicalWritingAssignmentDate: null,
    OralPresentationDate: null,
    OtherReq: false,
  },
  NextCadetAchvID: 3,
  CurrentCadetGradeID: 2,
  NextCadetGradeID: 3,
  MaxAprvStatus: 'INC',
  LastAprvDate: date,
  EncampDate: null,
  HFZRecord: like({ DateTaken: date, IsPassed: true }),
  oflights: eachLike({ Syllabus: integer(6), FltDate: date }),
};

/** The §3 Member as the provider lists it (the pact member 520002, a cadet); types matched. */
const cadetMember = like({
  ...testMember(),
  id: 520002,
  nameFirst: 'Pat',
  nameLast: 'Plain',
});

describe('mfe-events promotion calls -> svc-events', () => {
  it('GET /api/member/promotionrequirements/currentuser (loadOwnPromotionRequirements): the cadet record', async () => {
    pact
      .given(STATES.member)
      .given(CADET_RECORDS_STATE)
      .uponReceiving("a cadet's own promotion requirements")
      .withRequest({ method: 'GET', path: PROMOTION_REQUIREMENTS_PATHS.currentUser, headers: memberCookie })
      .willRespondWith({
        status: 200,
        headers: json,
        body: feikRecord,
      });
    await pact.executeTest(async (mock) => {
      const record = await loadOwnPromotionRequirements(clientFor(mock.url, SESSIONS.member));
      expect(record).toMatchObject({ NextCadetAchvID: 3, MaxAprvStatus: 'INC' });
      expect(record.CurrentCadetAchv.LeadLabDateP).toEqual(expect.any(Number));
    });
  });

  it("GET /api/member/promotionrequirements/currentuser anonymous: 401 'Please sign in'", async () => {
    pact
      .given(STATES.noSession)
      .uponReceiving('own promotion requirements asked by an anonymous visitor')
      .withRequest({ method: 'GET', path: PROMOTION_REQUIREMENTS_PATHS.currentUser })
      .willRespondWith({
        status: 401,
        headers: json,
        body: { code: API_ERRORS.signInRequired.code, message: API_ERRORS.signInRequired.message },
      });
    await pact.executeTest(async (mock) => {
      const error = await loadOwnPromotionRequirements(clientFor(mock.url, null)).catch((e: unknown) => e);
      expect(isApiError(error) && error.status).toBe(401);
    });
  });

  it("GET /api/member/promotionrequirements/currentuser by a senior member: 403 'Only cadets have promotion requirements'", async () => {
    pact
      .given(SENIOR_STATE)
      .uponReceiving("a senior member's own promotion requirements")
      .withRequest({
        method: 'GET',
        path: PROMOTION_REQUIREMENTS_PATHS.currentUser,
        headers: cookieOf(SENIOR_SESSION),
      })
      .willRespondWith({
        status: 403,
        headers: json,
        body: { code: API_ERRORS.forbidden.code, message: PROMOTION_MESSAGES.cadetsOnly },
      });
    await pact.executeTest(async (mock) => {
      const error = await loadOwnPromotionRequirements(clientFor(mock.url, SENIOR_SESSION)).catch(
        (e: unknown) => e,
      );
      expect(isApiError(error) && [error.status, error.message]).toEqual([
        403,
        PROMOTION_MESSAGES.cadetsOnly,
      ]);
    });
  });

  it('GET /api/member/promotionrequirements/account (the reports widget): every member with their record', async () => {
    pact
      .given(PROMOTION_MANAGER_STATE)
      .given(CADET_RECORDS_STATE)
      .uponReceiving("the account's promotion requirements asked by a promotion manager")
      .withRequest({
        method: 'GET',
        path: PROMOTION_REQUIREMENTS_PATHS.account,
        headers: cookieOf(PROMOTION_MANAGER_SESSION),
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: eachLike({ member: cadetMember, requirements: feikRecord }),
      });
    await pact.executeTest(async (mock) => {
      const items = await clientFor(mock.url, PROMOTION_MANAGER_SESSION).get(
        PROMOTION_REQUIREMENTS_PATHS.account,
        { schema: promotionRequirementsAccountResponse },
      );
      expect(items[0]).toMatchObject({ member: { id: 520002 }, requirements: { NextCadetAchvID: 3 } });
    });
  });
});
