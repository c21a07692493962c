// Pact consumer: the cadet record editor's calls to svc-identity ("a manager can
// also enter them"; contracts cadetProgramme/entryCalls.ts), as cadetRecords/cadetRecordsCalls.ts
// makes them -> contracts/pacts/mfe-events-svc-identity.json. Provider states:
// svc-identity/src/pact/cadetEntryStates.ts (md001's admin 510001 holds PromotionManagement FULL;
// the cadet 510004 has the demo CAPWATCH rows and, in the entry state, a GES entry).
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { pactOptions } from '@portal/contracts/testing';
import { isApiError } from '@portal/kit';
import { describe, expect, it } from 'vitest';
import {
  addCadetEntry,
  deleteCadetEntry,
  loadCadetRecord,
  loadCadets,
} from '../cadetRecords/cadetRecordsCalls.ts';
import { clientFor, cookieOf, json, jsonBody, tokenField } from './eventsPact.ts';

const { like, integer, eachLike, fromProviderState } = MatchersV3;

/** Names agreed with the provider (CADET_ENTRY_STATE_NAMES in svc-identity/src/pact/cadetEntryStates.ts). */
const STATES = {
  /** md001's admin 510001 (PromotionManagement FULL) signed in; returns { sessionID } */
  manager: 'cadetrecords: a signed-in promotion manager',
  /** md001's cadet 510004 signed in (no PromotionManagement); returns { sessionID } */
  cadet: 'cadetrecords: a signed-in cadet without PromotionManagement',
  /** 510004 has the demo rows and a GES entry; returns { entryID } */
  gesEntry: 'cadetrecords: the cadet 510004 has a GES entry',
} as const;

const SESSION = 'pact-session-cadet-records';
const CADET = { type: 'CAPNHQMember', id: 510004 } as const;
const RECORD_PATH = '/api/member/cadetrecords/CAPNHQMember-510004';
const pact = new PactV3(pactOptions('mfe-events', 'svc-identity'));
const client = (url: string) => clientFor(url, SESSION);
const day = like('2026-11-01');
const ms = integer(1_790_812_800_000);
const enteredBy = like({ member: 'CAPNHQMember-510001', name: 'Lt Col Alex Admin' });

async function failureOf(run: () => Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await run();
  } catch (e) {
    if (isApiError(e) && e.type === 'SERVER') return { status: e.status, message: e.message };
    throw e;
  }
  throw new Error('the call succeeded');
}

describe('mfe-events cadet record editor -> svc-identity', () => {
  it('GET /api/member/cadetrecords (loadCadets): the national cadets of the account', async () => {
    pact
      .given(STATES.manager)
      .uponReceiving("a promotion manager lists the account's cadets")
      .withRequest({ method: 'GET', path: '/api/member/cadetrecords', headers: cookieOf(SESSION) })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          cadets: eachLike({
            member: { type: 'CAPNHQMember', id: integer(510004) },
            name: like('C/A1C Cadet, Casey'),
            flight: like('Alpha'),
          }),
        },
      });
    await pact.executeTest(async (mock) => {
      const cadets = await loadCadets(client(mock.url));
      expect(cadets[0]).toEqual({ member: CADET, name: 'C/A1C Cadet, Casey', flight: 'Alpha' });
    });
  });

  it('GET /api/member/cadetrecords/{member} (loadCadetRecord): imported rows, entries, the record with GES', async () => {
    pact
      .given(STATES.manager)
      .given(STATES.gesEntry)
      .uponReceiving("a promotion manager reads a cadet's record with a GES entry")
      .withRequest({ method: 'GET', path: RECORD_PATH, headers: cookieOf(SESSION) })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          cadet: { member: CADET, name: like('C/A1C Cadet, Casey'), flight: like('Alpha') },
          imported: {
            CadetAchv: eachLike({ CadetAchvID: like('3') }),
            CadetAchvAprs: eachLike({ CadetAchvID: like('3'), Status: like('INC') }),
            CadetHFZInformation: eachLike({ DateTaken: like('10/1/2026'), IsPassed: like('True') }),
            OFlight: eachLike({ Syllabus: like('1'), FltDate: like('8/1/2026') }),
            CadetActivities: [],
          },
          entries: eachLike({
            id: integer(1),
            entry: { kind: like('ges'), date: day },
            enteredBy,
            enteredAt: ms,
          }),
          record: like({
            CurrentCadetAchv: like({
              CadetAchvID: integer(3),
              CadetOath: like(true),
              LeadLabDateP: ms,
              AEDateP: null,
              DrillDate: null,
              MoralLDateP: ms,
              // the demo rows give the SDA staff service with the leadership test
              StaffServiceDate: ms,
              TechnicalWritingAssignmentDate: null,
              OralPresentationDate: null,
              OtherReq: like(false),
            }),
            NextCadetAchvID: integer(3),
            CurrentCadetGradeID: integer(2),
            NextCadetGradeID: integer(3),
            MaxAprvStatus: like('INC'),
            LastAprvDate: ms,
            EncampDate: null,
            RCLSDate: null,
            HFZRecord: like({ DateTaken: ms, IsPassed: true }),
            ges: ms,
            oflights: eachLike({ Syllabus: integer(1), FltDate: ms }),
          }),
        },
      });
    await pact.executeTest(async (mock) => {
      const answer = await loadCadetRecord(CADET, client(mock.url));
      expect(answer.entries[0]!.entry).toEqual({ kind: 'ges', date: '2026-11-01' });
      expect(answer.record.ges).toBe(1_790_812_800_000);
    });
  });

  it('POST .../entries (addCadetEntry): a cancelled orientation flight is stored (201)', async () => {
    const entry = { kind: 'oflight', syllabus: 6, date: '2026-11-20', outcome: 'CANCELLED' } as const;
    pact
      .given(STATES.manager)
      .uponReceiving('a promotion manager enters a cancelled orientation flight')
      .withRequest({
        method: 'POST',
        path: `${RECORD_PATH}/entries`,
        headers: { ...cookieOf(SESSION), ...jsonBody },
        body: { ...entry, ...tokenField },
      })
      .willRespondWith({
        status: 201,
        headers: json,
        body: { id: integer(2), entry, enteredBy, enteredAt: ms },
      });
    await pact.executeTest(async (mock) => {
      const stored = await addCadetEntry(CADET, entry, client(mock.url));
      expect(stored.entry).toEqual(entry);
    });
  });

  it("POST .../entries with a day in the future: 400 'date must not be in the future'", async () => {
    const entry = { kind: 'ges', date: '2999-01-01' } as const;
    pact
      .given(STATES.manager)
      .uponReceiving('a promotion manager enters a GES date in the future')
      .withRequest({
        method: 'POST',
        path: `${RECORD_PATH}/entries`,
        headers: { ...cookieOf(SESSION), ...jsonBody },
        body: { ...entry, ...tokenField },
      })
      .willRespondWith({
        status: 400,
        headers: json,
        body: { code: 'VALIDATION', message: 'date must not be in the future' },
      });
    await pact.executeTest(async (mock) => {
      expect(await failureOf(() => addCadetEntry(CADET, entry, client(mock.url)))).toEqual({
        status: 400,
        message: 'date must not be in the future',
      });
    });
  });

  it('DELETE .../entries/{id} (deleteCadetEntry): 204', async () => {
    pact
      .given(STATES.manager)
      .given(STATES.gesEntry)
      .uponReceiving("a promotion manager deletes a cadet's entry")
      .withRequest({
        method: 'DELETE',
        path: fromProviderState(`${RECORD_PATH}/entries/\${entryID}`, `${RECORD_PATH}/entries/7`),
        headers: { ...cookieOf(SESSION), ...jsonBody },
        body: tokenField,
      })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (mock) => {
      await expect(deleteCadetEntry(CADET, 7, client(mock.url))).resolves.toBeUndefined();
    });
  });

  it("a cadet without PromotionManagement: 403 'You do not have permission to do that'", async () => {
    pact
      .given(STATES.cadet)
      .uponReceiving("a cadet without PromotionManagement asks for a cadet's record")
      .withRequest({ method: 'GET', path: RECORD_PATH, headers: cookieOf(SESSION) })
      .willRespondWith({
        status: 403,
        headers: json,
        body: { code: 'FORBIDDEN', message: 'You do not have permission to do that' },
      });
    await pact.executeTest(async (mock) => {
      expect(await failureOf(() => loadCadetRecord(CADET, client(mock.url)))).toEqual({
        status: 403,
        message: 'You do not have permission to do that',
      });
    });
  });
});
