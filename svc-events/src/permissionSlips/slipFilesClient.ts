// svc-events' client of svc-files' internal document calls (contracts/src/files/internalDocument.ts):
// the signed CAPF 60-80 goes into the event's account's drive, and is read back by its key when a
// manager or the cadet downloads it here. The signed context names the account of the slip, so the
// file lands in (and is read from) that account only. Pact: slipFiles.pact.test.ts.
import {
  INTERNAL_DOCUMENT_PATH,
  internalDocumentPath,
  internalDocumentResponse,
  type InternalDocumentRequest,
  type InternalDocumentResponse,
} from '@portal/contracts';
import {
  addTraceHeaders,
  callInternal,
  CONTEXT_HEADER,
  currentRequestId,
  REQUEST_ID_HEADER,
  signContext,
  type ContextSecret,
} from '@portal/contracts/server';

export interface SlipFilesClient {
  /** Stores the document (idempotent by its key). Throws when svc-files refuses or cannot be reached. */
  storeDocument(accountID: string, document: InternalDocumentRequest): Promise<InternalDocumentResponse>;
  /**
   * A stored document's bytes by the key it was stored with; null when svc-files has none (404).
   * Throws on any other answer, a timeout or svc-files unreachable.
   */
  readDocument(accountID: string, key: string): Promise<Buffer | null>;
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
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  return {
    async storeDocument(accountID, document) {
      const answer = await callInternal(call, accountID, INTERNAL_DOCUMENT_PATH, internalDocumentResponse, {
        method: 'POST',
        body: document,
      });
      if (!answer) throw new Error(`svc-files answered 404 to ${INTERNAL_DOCUMENT_PATH}`);
      return answer;
    },
    // callInternal reads JSON answers only: the bytes are fetched the same way (a signed context
    // without a session, the request id and trace carried on) and read as they are
    async readDocument(accountID, key) {
      const context = signContext(
        { accountID, account: null, session: null, member: null, issuedAt: Date.now() },
        options.contextSecret,
      );
      const trace: string[] = [];
      addTraceHeaders(trace);
      const headers: Record<string, string> = { [CONTEXT_HEADER]: context, accept: 'application/pdf' };
      for (let i = 0; i + 1 < trace.length; i += 2) headers[trace[i]!] = trace[i + 1]!;
      const requestId = currentRequestId();
      if (requestId) headers[REQUEST_ID_HEADER] = requestId;
      const path = internalDocumentPath(key);
      const answer = await doFetch(new URL(path, options.filesUrl), {
        headers,
        signal: AbortSignal.timeout(call.timeoutMs),
      });
      if (answer.status === 404) {
        await answer.body?.cancel();
        return null;
      }
      if (!answer.ok) {
        await answer.body?.cancel();
        throw new Error(`GET ${path} answered ${answer.status}`);
      }
      return Buffer.from(await answer.arrayBuffer());
    },
  };
}
