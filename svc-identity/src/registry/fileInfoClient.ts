// svc-identity's client of svc-files' internal file-info call (contracts/src/files/
// internalFileInfo.ts): the name and stored type of a drive file, so the registry's favicon is
// checked on the server (§2 "Favicon must be a file ending .png, .ico or .jpg"). The signed context
// names the account of the request being served, so only that account's files are asked about.
import {
  internalFileInfoPath,
  internalFileInfoResponse,
  type InternalFileInfoResponse,
} from '@portal/contracts';
import { callInternal, type ContextSecret } from '@portal/contracts/server';

export interface FileInfoClient {
  /** The file's name and type, or null when the account has no such (finished) file. */
  infoOf(accountID: string, fileID: string): Promise<InternalFileInfoResponse | null>;
}

export function createFileInfoClient(options: {
  filesUrl: string;
  contextSecret: ContextSecret;
  fetch?: typeof fetch;
}): FileInfoClient {
  const call = {
    baseUrl: options.filesUrl,
    contextSecret: options.contextSecret,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  return {
    infoOf: (accountID, fileID) =>
      callInternal(call, accountID, internalFileInfoPath(fileID), internalFileInfoResponse),
  };
}
