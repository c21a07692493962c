// svc-events' client of svc-identity's internal cadet-records calls (contracts/src/cadetProgramme/
// internalCadetRecords.ts): members with the raw CAPWATCH cadet rows the member import stored, for
// the promotion calls (events §7). Signed context without a session whose accountID is the account
// of the request served, so another account's members are never answered.
import {
  INTERNAL_ACCOUNT_CADET_RECORDS_PATH,
  internalAccountCadetRecordsResponse,
  type InternalCadetRecords,
  type MemberReference,
} from '@portal/contracts';
import { callInternal, identityCallOptions, identityLookup } from '@portal/contracts/server';
import type { IdentityClientOptions } from '../orgInfo/memberDetailsClient.ts';

export interface CadetRecordsClient {
  /** One member and their rows, or null when the account has no such member. Throws when svc-identity fails. */
  ofMember(accountID: string, member: MemberReference): Promise<InternalCadetRecords | null>;
  /** Every member of the account with their rows. Throws when svc-identity fails. */
  ofAccount(accountID: string): Promise<InternalCadetRecords[]>;
}

/** A whole account's rows are larger than the other internal answers: a longer timeout. */
const ACCOUNT_TIMEOUT_MS = 10_000;

export function createCadetRecordsClient(options: IdentityClientOptions): CadetRecordsClient {
  const call = identityCallOptions(options);
  return {
    ofMember: identityLookup(options, 'memberCadetRecords'),
    ofAccount: async (accountID) => {
      const answer = await callInternal(
        { ...call, timeoutMs: Math.max(options.timeoutMs ?? 0, ACCOUNT_TIMEOUT_MS) },
        accountID,
        INTERNAL_ACCOUNT_CADET_RECORDS_PATH,
        internalAccountCadetRecordsResponse,
      );
      if (!answer) throw new Error(`GET ${INTERNAL_ACCOUNT_CADET_RECORDS_PATH} answered 404`);
      return answer.members;
    },
  };
}
