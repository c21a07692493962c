// Pact consumer: the viewer's attendance list (attendanceList/attendanceListCalls.ts) -> svc-events:
// events §7 'Attendance delete | DELETE /events/{id}/attendance' by a FULL manager (§6 "FULL adds
// ... removal of an attendance record"), its refusal to a plain member removing someone else's
// record (403, 'You do not have permission to do that'), and a manager's modify of another
// member's record (§6 attendance managers "modify ... anyone's record"), including the shift,
// transport plan and custom fields with the manager-only OPS Qual and a file field (§6 "FULL adds
// ... custom-field editing"). Provider states: eventsPact.ts.
import { MatchersV3 } from '@pact-foundation/pact';
import { API_ERRORS } from '@portal/contracts';
import { isApiError } from '@portal/kit';
import { describe, expect, it } from 'vitest';
import { modifyAttendance, removeAttendance } from '../attendanceList/attendanceListCalls.ts';
import {
  clientFor,
  EVENT_ID,
  eventsPact,
  json,
  jsonBody,
  managerCookie,
  MEET,
  memberCookie,
  SESSIONS,
  STATES,
  tokenField,
} from './eventsPact.ts';

const { like, integer, boolean, fromProviderState } = MatchersV3;
const pact = eventsPact();
/** 'Pat Plain' (STATES.member, whose record STATES.attended makes). */
const PLAIN = { type: 'CAPNHQMember' as const, id: 520002 };
/** 'Fran Full' (STATES.manager, whose record STATES.full makes). */
const FULL = { type: 'CAPNHQMember' as const, id: 520004 };

describe('mfe-events attendance list calls -> svc-events', () => {
  it("DELETE /api/events/{id}/attendance (removeAttendance): a FULL manager removes a member's record; 204", async () => {
    pact
      .given(STATES.manager)
      .given(STATES.event)
      .given(STATES.attended)
      .uponReceiving("a member's attendance record removed by a manager")
      .withRequest({
        method: 'DELETE',
        path: `/api/events/${EVENT_ID}/attendance`,
        headers: { ...managerCookie, ...jsonBody },
        body: { member: PLAIN, ...tokenField },
      })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (mock) => {
      await expect(removeAttendance(EVENT_ID, PLAIN, clientFor(mock.url))).resolves.toBeUndefined();
    });
  });

  it("DELETE /api/events/{id}/attendance by a plain member for someone else's record: 403 'You do not have permission to do that'", async () => {
    pact
      .given(STATES.member)
      .given(STATES.event)
      .given(STATES.full)
      .uponReceiving("another member's attendance record removed by a plain member")
      .withRequest({
        method: 'DELETE',
        path: `/api/events/${EVENT_ID}/attendance`,
        headers: { ...memberCookie, ...jsonBody },
        body: { member: FULL, ...tokenField },
      })
      .willRespondWith({
        status: 403,
        headers: json,
        body: { code: API_ERRORS.forbidden.code, message: 'You do not have permission to do that' },
      });
    await pact.executeTest(async (mock) => {
      const error: unknown = await removeAttendance(
        EVENT_ID,
        FULL,
        clientFor(mock.url, SESSIONS.member),
      ).catch((e: unknown) => e);
      expect(isApiError(error) && error.status).toBe(403);
      expect(isApiError(error) && error.message).toBe('You do not have permission to do that');
    });
  });

  it("PUT /api/events/{id}/attendance (modifyAttendance): a manager changes another member's status; 200 with the record", async () => {
    pact
      .given(STATES.manager)
      .given(STATES.event)
      .given(STATES.attended)
      .uponReceiving("a member's attendance status changed by a manager")
      .withRequest({
        method: 'PUT',
        path: `/api/events/${EVENT_ID}/attendance`,
        headers: { ...managerCookie, ...jsonBody },
        body: { memberID: PLAIN, status: 'NOSHOW', ...tokenField },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          timestamp: integer(1_700_000_000_000),
          memberID: { type: 'CAPNHQMember', id: integer(PLAIN.id) },
          memberName: like('Pat Plain'),
          status: 'NOSHOW',
          comments: like(''),
          shiftTime: null,
          planToUseCAPTransportation: boolean(false),
          canUsePhotos: boolean(false),
          customAttendanceFieldValues: [],
          summaryEmailSent: boolean(false),
          sourceAccountID: 'md001',
          sourceEventID: integer(EVENT_ID),
        },
      });
    await pact.executeTest(async (mock) => {
      const record = await modifyAttendance(
        EVENT_ID,
        { memberID: PLAIN, status: 'NOSHOW' },
        clientFor(mock.url),
      );
      expect(record).toMatchObject({ memberID: PLAIN, status: 'NOSHOW' });
    });
  });

  it("PUT /api/events/{id}/attendance (modifyAttendance): a FULL manager changes another member's shift, transport and custom fields, the manager-only OPS Qual and a file field included", async () => {
    const FILE_ID = '0123456789abcdef0123456789abcdef';
    const HOUR = 3_600_000;
    const shift = {
      arrivalTime: fromProviderState('${arrivalTime}', MEET + HOUR / 2),
      departureTime: fromProviderState('${departureTime}', MEET + 2 * HOUR + HOUR / 4),
    };
    const values = [
      { type: 'QUAL' as const, title: 'OPS Qual', value: 'Mission Scanner' },
      { type: 'FILE' as const, title: 'Medical form', value: [FILE_ID] },
    ];
    pact
      .given(STATES.manager)
      .given(STATES.event)
      .given(STATES.customFields)
      .given(STATES.attended)
      .uponReceiving("a member's shift, transport and custom fields changed by a manager")
      .withRequest({
        method: 'PUT',
        path: `/api/events/${EVENT_ID}/attendance`,
        headers: { ...managerCookie, ...jsonBody },
        body: {
          memberID: PLAIN,
          shiftTime: shift,
          planToUseCAPTransportation: true,
          customAttendanceFieldValues: values,
          ...tokenField,
        },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          timestamp: integer(1_700_000_000_000),
          memberID: { type: 'CAPNHQMember', id: integer(PLAIN.id) },
          memberName: like('Pat Plain'),
          status: 'COMMITTEDATTENDED',
          comments: like(''),
          shiftTime: shift,
          planToUseCAPTransportation: true,
          canUsePhotos: boolean(false),
          // every field of the event in its order: the text keeps its preFill
          customAttendanceFieldValues: [{ type: 'TEXT', title: 'Shirt size', value: 'M' }, ...values],
          summaryEmailSent: boolean(false),
          sourceAccountID: 'md001',
          sourceEventID: integer(EVENT_ID),
        },
      });
    await pact.executeTest(async (mock) => {
      const record = await modifyAttendance(
        EVENT_ID,
        {
          memberID: PLAIN,
          shiftTime: { arrivalTime: MEET + HOUR / 2, departureTime: MEET + 2 * HOUR + HOUR / 4 },
          planToUseCAPTransportation: true,
          customAttendanceFieldValues: values,
        },
        clientFor(mock.url),
      );
      expect(record.planToUseCAPTransportation).toBe(true);
      expect(record.customAttendanceFieldValues[1]).toEqual(values[0]);
    });
  });
});
