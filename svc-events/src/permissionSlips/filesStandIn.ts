// Tests only: a stand-in for svc-files' internal document call, reached through the real client
// (slipFilesClient.ts) over a fetch of its own. It keeps what svc-files keeps about a document (by
// the signed context's account and the key: a key sent again stores nothing new) and can be made
// to fail, as svc-files down or refusing would. The real call is svc-files' (documentRoutes.ts);
// the pact slipFiles.pact.test.ts holds the two to the same contract.
import { createHash } from 'node:crypto';
import { internalDocumentRequest, type InternalDocumentRequest } from '@portal/contracts';
import { identityStandIn } from '../identityStandIn/identityStandIn.ts';
import { createSlipFilesClient, type SlipFilesClient } from './slipFilesClient.ts';

export interface StoredDocument extends InternalDocumentRequest {
  accountID: string;
  id: string;
  bytes: Buffer;
}

export interface FilesStandIn {
  client: SlipFilesClient;
  /** Every document stored, in order. */
  documents: StoredDocument[];
  /** Store calls received (stored or not). */
  calls: number;
  /** While true, every call answers 503. */
  failing: boolean;
}

export function filesStandIn(): FilesStandIn {
  const secret = 'files-stand-in-secret';
  const { accountOf } = identityStandIn(secret);
  const state: FilesStandIn = {
    client: null as unknown as SlipFilesClient,
    documents: [],
    calls: 0,
    failing: false,
  };
  const fetchStandIn: typeof fetch = async (_url, init) => {
    state.calls += 1;
    if (state.failing) return new Response('{"message":"unavailable"}', { status: 503 });
    const accountID = accountOf(init);
    if (!accountID) return new Response('{}', { status: 401 });
    const parsed = internalDocumentRequest.safeParse(JSON.parse(String(init?.body)));
    if (!parsed.success) return new Response('{}', { status: 400 });
    const id = createHash('sha256').update(`${accountID}:${parsed.data.key}`).digest('hex').slice(0, 32);
    const known = state.documents.some((d) => d.accountID === accountID && d.key === parsed.data.key);
    if (!known)
      state.documents.push({
        ...parsed.data,
        accountID,
        id,
        bytes: Buffer.from(parsed.data.content, 'base64'),
      });
    return Response.json({ id, created: !known }, { status: known ? 200 : 201 });
  };
  state.client = createSlipFilesClient({
    filesUrl: 'http://svc-files.test',
    contextSecret: secret,
    fetch: fetchStandIn,
  });
  return state;
}
