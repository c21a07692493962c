// Pact consumer: the online CAPF 60-80's calls the browser makes -> contracts/pacts/mfe-events-
// svc-events.json. The managers' panel (permissionSlip/slipCalls.ts: request, list, revoke; the
// signed PDF's link, SignedPdfLink.tsx, which the browser follows) and the public signing page (permissionSlipSigning/signingCalls.ts: read and answer a slip by its link's
// token, and the refusal of an unknown token). Provider states: eventsPact.ts; the token and the
// cadet's id come from the provider's state.
import { MatchersV3 } from '@pact-foundation/pact';
import { PERMISSION_SLIP_MESSAGES, signedSlipPdfPath, SLIP_TOKEN_REFUSALS } from '@portal/contracts';
import { isApiError } from '@portal/kit';
import { describe, expect, it } from 'vitest';
import { loadSlipStatuses, requestSlips, revokeSlip } from '../permissionSlip/slipCalls.ts';
import { answerSlip, loadSlipForSigning } from '../permissionSlipSigning/signingCalls.ts';
import {
  clientFor,
  EVENT_ID,
  eventsPact,
  json,
  jsonBody,
  managerCookie,
  STATES,
  tokenField,
} from './eventsPact.ts';

const { like, integer, eachLike, regex, fromProviderState } = MatchersV3;
const pact = eventsPact();

const CADET_ID = 520043;
const EXAMPLE_SLIP_TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';
const UNKNOWN_TOKEN = 'Zz'.repeat(21) + 'Z';
const signPath = fromProviderState(
  '/api/permissionslips/sign/${slipToken}',
  `/api/permissionslips/sign/${EXAMPLE_SLIP_TOKEN}`,
);
const cadet = {
  member: { type: 'CAPNHQMember', id: fromProviderState('${cadetID}', CADET_ID) },
  memberName: like('C/Amn Casey Cadet'),
};
const slipsPath = `/api/events/${EVENT_ID}/permissionslips`;

describe('mfe-events permission slip calls -> svc-events', () => {
  it('POST /api/events/{id}/permissionslips (requestSlips): the cadets whose guardians were emailed', async () => {
    pact
      .given(STATES.manager)
      .given(STATES.event)
      .given(STATES.slipsRequired)
      .uponReceiving('permission slips requested by an event manager')
      .withRequest({
        method: 'POST',
        path: slipsPath,
        headers: { ...managerCookie, ...jsonBody },
        body: tokenField,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          requested: eachLike({
            member: like({ type: 'CAPNHQMember', id: integer(CADET_ID) }),
            memberName: like('C/Amn Casey Cadet'),
          }),
          withoutContact: [],
        },
      });
    await pact.executeTest(async (mock) => {
      const answer = await requestSlips(EVENT_ID, clientFor(mock.url));
      expect(answer.requested.map((t) => t.memberName)).toEqual(['C/Amn Casey Cadet']);
      expect(answer.withoutContact).toEqual([]);
    });
  });

  it('GET /api/events/{id}/permissionslips (loadSlipStatuses): each committed cadet with the state SENT', async () => {
    pact
      .given(STATES.manager)
      .given(STATES.event)
      .given(STATES.slipsRequired)
      .given(STATES.slipSent)
      .uponReceiving("the permission slip states of an event's cadets requested by its manager")
      .withRequest({ method: 'GET', path: slipsPath, headers: managerCookie })
      .willRespondWith({
        status: 200,
        headers: json,
        body: [
          {
            ...cadet,
            state: 'SENT',
            sentAt: integer(1_900_000_000_000),
            signedAt: null,
            guardianName: null,
            fileID: null,
            changed: [],
          },
        ],
      });
    await pact.executeTest(async (mock) => {
      const [slip] = await loadSlipStatuses(EVENT_ID, clientFor(mock.url));
      expect(slip?.state).toBe('SENT');
    });
  });

  it('DELETE /api/events/{id}/permissionslips/{memberType}/{memberID} (revokeSlip): 204', async () => {
    pact
      .given(STATES.manager)
      .given(STATES.event)
      .given(STATES.slipsRequired)
      .given(STATES.slipSent)
      .uponReceiving("a cadet's permission slip link withdrawn by the event manager")
      .withRequest({
        method: 'DELETE',
        path: fromProviderState(
          `${slipsPath}/CAPNHQMember/\${cadetID}`,
          `${slipsPath}/CAPNHQMember/${CADET_ID}`,
        ),
        headers: { ...managerCookie, ...jsonBody },
        body: tokenField,
      })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (mock) => {
      await expect(
        revokeSlip(EVENT_ID, { type: 'CAPNHQMember', id: CADET_ID }, clientFor(mock.url)),
      ).resolves.toBeUndefined();
    });
  });

  it('GET /api/permissionslips/sign/{token} (loadSlipForSigning): the slip to read, without a session', async () => {
    pact
      .given(STATES.noSession)
      .given(STATES.event)
      .given(STATES.slipsRequired)
      .given(STATES.slipSent)
      .uponReceiving('a permission slip opened from its emailed link')
      .withRequest({ method: 'GET', path: signPath })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          eventName: like('Summer Bivouac'),
          cadetName: like('C/Amn Casey Cadet'),
          fields: like({
            activity: 'Summer Bivouac',
            meetDateTime: 1_900_000_000_000,
            startDateTime: 1_900_000_900_000,
            endDateTime: 1_900_008_100_000,
            pickupDateTime: 1_900_009_000_000,
            meetLocation: 'Squadron HQ',
            location: 'Camp Fretterd',
            pickupLocation: 'Squadron HQ',
            transportation: 'Not provided',
            uniform: eachLike('Operational Camouflage Pattern (OCP)', 0),
            requiredEquipment: eachLike('Canteen', 0),
            cost: { feeAmount: 0, feeDue: 0 },
            pointsOfContact: eachLike({ name: 'Abe Author', position: '', phone: '', email: '' }, 0),
          }),
          changed: [],
          timeZone: regex('^[A-Za-z_]+/[A-Za-z_/]+$', 'America/New_York'),
        },
      });
    await pact.executeTest(async (mock) => {
      const slip = await loadSlipForSigning(EXAMPLE_SLIP_TOKEN, clientFor(mock.url, null));
      expect(slip.cadetName).toBe('C/Amn Casey Cadet');
    });
  });

  it('POST /api/permissionslips/sign/{token} (answerSlip): signed, without a session', async () => {
    pact
      .given(STATES.noSession)
      .given(STATES.event)
      .given(STATES.slipsRequired)
      .given(STATES.slipSent)
      .uponReceiving('a permission slip signed from its emailed link')
      .withRequest({
        method: 'POST',
        path: signPath,
        headers: jsonBody,
        body: {
          decision: 'SIGN',
          guardianName: 'Jordan Cadet',
          relationship: 'Mother',
          phoneDuringActivity: '410-555-0100',
          alternatePhone: '',
          signature: 'Jordan Cadet',
          consent: true,
          ...tokenField,
        },
      })
      .willRespondWith({ status: 200, headers: json, body: { state: 'SIGNED' } });
    await pact.executeTest(async (mock) => {
      const answer = await answerSlip(
        EXAMPLE_SLIP_TOKEN,
        {
          decision: 'SIGN',
          guardianName: 'Jordan Cadet',
          relationship: 'Mother',
          phoneDuringActivity: '410-555-0100',
          alternatePhone: '',
          signature: 'Jordan Cadet',
          consent: true,
        },
        clientFor(mock.url, null),
      );
      expect(answer.state).toBe('SIGNED');
    });
  });

  it('GET /api/permissionslips/sign/{token} with an unknown token: 404 and the message the page shows', async () => {
    const { status, message } = SLIP_TOKEN_REFUSALS.unknown;
    pact
      .given(STATES.noSession)
      .uponReceiving('a permission slip opened with an unknown token')
      .withRequest({ method: 'GET', path: `/api/permissionslips/sign/${UNKNOWN_TOKEN}` })
      .willRespondWith({ status, headers: json, body: { code: like('UNKNOWN'), message } });
    await pact.executeTest(async (mock) => {
      const error = await loadSlipForSigning(UNKNOWN_TOKEN, clientFor(mock.url, null)).catch(
        (e: unknown) => e,
      );
      expect(isApiError(error) && error.message).toBe(message);
    });
  });

  it("GET /api/events/{id}/permissionslips/{memberType}/{memberID}/pdf (the signed PDF's link): 404 while unsigned", async () => {
    const message = PERMISSION_SLIP_MESSAGES.noSignedPdf;
    pact
      .given(STATES.manager)
      .given(STATES.event)
      .given(STATES.slipsRequired)
      .given(STATES.slipSent)
      .uponReceiving("a cadet's signed permission slip asked for by the event manager before it is signed")
      .withRequest({
        method: 'GET',
        path: fromProviderState(
          `${slipsPath}/CAPNHQMember/\${cadetID}/pdf`,
          `${slipsPath}/CAPNHQMember/${CADET_ID}/pdf`,
        ),
        headers: managerCookie,
      })
      .willRespondWith({ status: 404, headers: json, body: { code: like('NOT_FOUND'), message } });
    await pact.executeTest(async (mock) => {
      const path = signedSlipPdfPath(EVENT_ID, { type: 'CAPNHQMember', id: CADET_ID });
      const error = await clientFor(mock.url)
        .get(path)
        .catch((e: unknown) => e);
      expect(isApiError(error) && error.message).toBe(message);
    });
  });
});
