// Platform §7 "member other": POST /member/flight and /member/flight/bulk (members: reference plus
// newFlight or null); GET /members/flight and /members/flight/full. Request and response schemas.
import { z } from 'zod';
import { DutyPosition } from '../entities/member.ts';
import { MemberReference, stringifyMemberReference } from '../entities/memberReference.ts';
import { namedMemberFields } from '../entities/namedMember.ts';
import { FLIGHT_ROLE_CODES } from './roleCodes.ts';

/** A flight name of the registry (RankAndFile.Flights), or null for Unassigned. */
export const NewFlight = z
  .string()
  .trim()
  .min(1, 'newFlight cannot be empty (use null for Unassigned)')
  .nullable();

/** POST /api/member/flight: move one member. */
export const memberFlightRequest = z.object({
  member: MemberReference,
  newFlight: NewFlight,
});
export type MemberFlightRequest = z.infer<typeof memberFlightRequest>;

/** The most members one bulk save may move (a unit's roster fits many times over). */
export const MAX_BULK_FLIGHT_CHANGES = 2000;

/** POST /api/member/flight/bulk: move several members at once; all or nothing. */
export const memberFlightBulkRequest = z.object({
  members: z
    .array(memberFlightRequest)
    .max(MAX_BULK_FLIGHT_CHANGES, `At most ${MAX_BULK_FLIGHT_CHANGES} members can be moved at once`)
    .superRefine((members, ctx) => {
      const seen = new Set<string>();
      members.forEach((entry, index) => {
        const key = stringifyMemberReference(entry.member);
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'member'],
            message: `${key} appears more than once in the list`,
          });
        }
        seen.add(key);
      });
    }),
});
export type MemberFlightBulkRequest = z.infer<typeof memberFlightBulkRequest>;

/** One member as the flight calls list them. */
export const FlightMember = z.object({
  /** name: 'C/Amn Jane Q Doe' (memberFullName). */
  ...namedMemberFields,
  nameLast: z.string(),
  memberRank: z.string(),
  seniorMember: z.boolean(),
  /** The stored flight (may be a name no longer in the registry; such members are listed as unassigned). */
  flight: z.string().nullable(),
});
export type FlightMember = z.infer<typeof FlightMember>;

/** /full adds the role code of platform §2 and the duties it comes from. */
export const FlightMemberFull = FlightMember.extend({
  roleCode: z.enum(FLIGHT_ROLE_CODES),
  dutyPositions: z.array(DutyPosition.pick({ duty: true, assistant: true, type: true, expires: true })),
});
export type FlightMemberFull = z.infer<typeof FlightMemberFull>;

function groupedResponse<M extends z.ZodType>(member: M) {
  return z.object({
    /** The registry's flights in its order, each with its members. */
    flights: z.array(z.object({ name: z.string(), members: z.array(member) })),
    /** Members without a flight, or whose stored flight is not in the registry. */
    unassigned: z.array(member),
  });
}

/** GET /api/members/flight */
export const membersByFlightResponse = groupedResponse(FlightMember);
export type MembersByFlightResponse = z.infer<typeof membersByFlightResponse>;

/** GET /api/members/flight/full */
export const membersByFlightFullResponse = groupedResponse(FlightMemberFull);
export type MembersByFlightFullResponse = z.infer<typeof membersByFlightFullResponse>;

/** The most of a sent flight name an error message repeats (a 100 KB name must not come back whole). */
export const ECHOED_FLIGHT_MAX = 60;

/** Error codes of the flight calls (besides VALIDATION, SIGNIN_REQUIRED and FORBIDDEN). */
export const FLIGHT_ERRORS = {
  unknownFlight: (sent: string, flights: readonly string[]) => {
    const flight = sent.length > ECHOED_FLIGHT_MAX ? `${sent.slice(0, ECHOED_FLIGHT_MAX)}…` : sent;
    return {
      status: 400,
      code: 'UNKNOWN_FLIGHT',
      message:
        flights.length > 0
          ? `'${flight}' is not one of this unit's flights (${flights.join(', ')})`
          : `'${flight}' is not one of this unit's flights (the site configuration lists none)`,
    };
  },
  unknownMember: (ref: MemberReference) => ({
    status: 404,
    code: 'MEMBER_NOT_FOUND',
    message: `${stringifyMemberReference(ref)} is not a member of this unit`,
  }),
  /** flightMoveCheck's 'notCadet': flights are cadet flights. */
  notACadet: (ref: MemberReference) => ({
    status: 400,
    code: 'NOT_A_CADET',
    message: `${stringifyMemberReference(ref)} is a senior member: only cadets are assigned to flights`,
  }),
} as const;
