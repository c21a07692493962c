// Tests only: svc-identity's answers to the cadet-records calls, as data, in the pattern of
// src/orgInfo/testing.ts: service tests run the real client (cadetRecordsClient.ts) over this
// stand-in's fetch, which checks the signed context and answers only the context's account with the
// contract's schemas. That svc-identity answers this way is the Pact's job
// (cadetRecords.pact.test.ts, verified by svc-identity's provider test).
import {
  INTERNAL_ACCOUNT_CADET_RECORDS_PATH,
  internalAccountCadetRecordsResponse,
  internalMemberCadetRecordsResponse,
  parseMemberReference,
  stringifyMemberReference,
  type InternalCadetRecords,
} from '@portal/contracts';
import { identityStandIn } from '../identityStandIn/identityStandIn.ts';
import { createCadetRecordsClient, type CadetRecordsClient } from './cadetRecordsClient.ts';

const STAND_IN_SECRET = 'test-secret-identity-cadet-records-stand-in';
const standIn = identityStandIn(STAND_IN_SECRET);

/** accountID -> the account's members with their rows, as svc-identity answers them. */
export type CadetRecordsDirectory = ReadonlyMap<string, readonly InternalCadetRecords[]>;

/** A client over `directory`; `calls` records "accountID path" per call; `fail` answers 500. */
export function directoryCadetRecords(
  directory: CadetRecordsDirectory,
  calls: string[] = [],
  options: { fail?: boolean } = {},
): CadetRecordsClient {
  const fetchStandIn: typeof fetch = async (input, init) => {
    const path = new URL(String(input)).pathname;
    const accountID = standIn.accountOf(init);
    if (!accountID) return new Response(null, { status: 401 });
    calls.push(`${accountID} ${path}`);
    if (options.fail) return Response.json({ message: 'down' }, { status: 500 });
    const members = directory.get(accountID) ?? [];
    if (path === INTERNAL_ACCOUNT_CADET_RECORDS_PATH)
      return Response.json(internalAccountCadetRecordsResponse.parse({ members }));
    const match = /^\/internal\/members\/([^/]+)\/cadetrecords$/.exec(path);
    if (!match) return new Response(null, { status: 404 });
    const parsed = parseMemberReference(decodeURIComponent(match[1]!));
    if (!parsed.ok) return Response.json({ message: parsed.error }, { status: 400 });
    const key = stringifyMemberReference(parsed.value);
    const found = members.find((m) => stringifyMemberReference(m.member) === key);
    return found
      ? Response.json(internalMemberCadetRecordsResponse.parse(found))
      : new Response(null, { status: 404 });
  };
  return createCadetRecordsClient(standIn.clientOptions(fetchStandIn));
}
