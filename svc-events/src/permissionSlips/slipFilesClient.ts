// svc-events' client of svc-files' internal document call (contracts/src/files/internalDocument.ts):
// the signed CAPF 60-80 goes into the event's account's drive. The signed context names the
// account of the slip, so the file lands in that account only. Pact: slipFiles.pact.test.ts.
import {
  INTERNAL_DOCUMENT_PATH,
  internalDocumentResponse,
  type InternalDocumentRequest,
  type InternalDocumentResponse,
} from '@portal/contracts';
import { callInternal, type ContextSecret } from '@portal/contracts/server';

export interface SlipFilesClient {
  /** Stores the document (idempotent by its key). Throws when svc-files refuses or cannot be reached. */
  storeDocument(accountID: string, document: InternalDocumentRequest): Promise<InternalDocumentResponse>;
}

export function createSlipFilesClient(options: {
  filesUrl: string;
  contextSecret: ContextSecret;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): SlipFilesClient {
  const call = {
    baseUrl: options.filesUrl,
    contextSecret: options.contextSecret,
    timeoutMs: options.timeoutMs ?? 5_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  return {
    async storeDocument(accountID, document) {
      const answer = await callInternal(call, accountID, INTERNAL_DOCUMENT_PATH, internalDocumentResponse, {
        method: 'POST',
        body: document,
      });
      if (!answer) throw new Error(`svc-files answered 404 to ${INTERNAL_DOCUMENT_PATH}`);
      return answer;
    },
  };
}
