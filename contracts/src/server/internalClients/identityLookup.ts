// svc-identity's internal GET calls that look one object up by an argument (a member, a team),
// named once here so each client is one line: the path is made from the argument and the answer
// checked against the call's contract schema.
import type { z } from 'zod';
import {
  internalMemberCadetRecordsPath,
  internalMemberCadetRecordsResponse,
} from '../../cadetProgramme/internalCadetRecords.ts';
import { internalMemberAccountsPath, internalMemberAccountsResponse } from '../../events/internalAccounts.ts';
import {
  internalFlightMembersPath,
  internalFlightMembersResponse,
} from '../../members/internalMemberDetails.ts';
import {
  internalMemberTeamsPath,
  internalMemberTeamsResponse,
  internalTeamMembersPath,
  internalTeamMembersResponse,
} from '../../teams/internal.ts';
import { callInternal, identityCallOptions, type IdentityClientOptions } from '../http/internalCall.ts';

const IDENTITY_LOOKUPS = {
  memberAccounts: { path: internalMemberAccountsPath, schema: internalMemberAccountsResponse },
  memberTeams: { path: internalMemberTeamsPath, schema: internalMemberTeamsResponse },
  teamMembers: { path: internalTeamMembersPath, schema: internalTeamMembersResponse },
  flightMembers: { path: internalFlightMembersPath, schema: internalFlightMembersResponse },
  memberCadetRecords: { path: internalMemberCadetRecordsPath, schema: internalMemberCadetRecordsResponse },
} as const;

type Lookups = typeof IDENTITY_LOOKUPS;
type Argument<K extends keyof Lookups> = Parameters<Lookups[K]['path']>[0];
type Answer<K extends keyof Lookups> = z.output<Lookups[K]['schema']>;

/** The parsed answer for `accountID`, or null when svc-identity answers 404 (no such object there). */
export type IdentityLookup<K extends keyof Lookups> = (
  accountID: string,
  argument: Argument<K>,
) => Promise<Answer<K> | null>;

export function identityLookup<K extends keyof Lookups>(
  options: IdentityClientOptions,
  name: K,
): IdentityLookup<K> {
  const call = identityCallOptions(options);
  // the table's entries differ in type; each name's own pair is used together
  const path = IDENTITY_LOOKUPS[name].path as (argument: Argument<K>) => string;
  const schema: z.ZodType = IDENTITY_LOOKUPS[name].schema;
  return (accountID, argument) =>
    callInternal(call, accountID, path(argument), schema) as Promise<Answer<K> | null>;
}
