// Tests only: a stand-in for svc-files' internal document calls, reached through the real client
// (slipFilesClient.ts) over a fetch of its own. It keeps what svc-files keeps about a document (by
// the signed context's account and the key: a key sent again stores nothing new), answers its
// bytes by the key in that account only (404 otherwise) and can be made to fail, as svc-files down
// or refusing would. The real call is svc-files' (documentRoutes.ts);
// the pact slipFiles.pact.test.ts holds the two to the same contract.
import { createHash } from 'node:crypto';
import {
  INTERNAL_DOCUMENT_PATH,
  internalDocumentRequest,
  type InternalDocumentRequest,
} from '@portal/contracts';
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
  /** Read calls received (answered or not). */
  reads: number;
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
    reads: 0,
    failing: false,
  };
  const fetchStandIn: typeof fetch = async (url, init) => {
    const reading = (init?.method ?? 'GET') === 'GET';
    if (reading) state.reads += 1;
    else state.calls += 1;
    if (state.failing) return new Response('{"message":"unavailable"}', { status: 503 });
    const accountID = accountOf(init);
    if (!accountID) return new Response('{}', { status: 401 });
    if (reading) {
      const key = decodeURIComponent(new URL(String(url)).pathname.slice(INTERNAL_DOCUMENT_PATH.length + 1));
      const stored = state.documents.find((d) => d.accountID === accountID && d.key === key);
      if (!stored) return new Response('{"message":"not found"}', { status: 404 });
      return new Response(new Uint8Array(stored.bytes), { headers: { 'content-type': stored.contentType } });
    }
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
