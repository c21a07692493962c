// svc-files configuration: the shared server settings plus its own port (docs/foundation.md).
import { parseSuperUserIds } from '@portal/contracts';
import { sharedServerConfig, type SharedServerConfig } from '@portal/contracts/server';

export interface FilesConfig extends SharedServerConfig {
  port: number;
  /** svc-identity, where server errors are reported and team membership is asked (IDENTITY_URL). */
  identityUrl: string;
  /** Folder of the file bytes (FILES_DIR, default ./data/files). */
  filesDir: string;
  /** The privileged user(s) of platform §6 (SUPER_USER_IDS, numeric CAPNHQMember ids). */
  superUserIDs: number[];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): FilesConfig {
  return {
    ...sharedServerConfig(env),
    identityUrl: env.IDENTITY_URL ?? 'http://127.0.0.1:8081',
    port: Number(env.FILES_PORT ?? 8083),
    filesDir: env.FILES_DIR ?? './data/files',
    superUserIDs: parseSuperUserIds(env.SUPER_USER_IDS),
  };
}
