// svc-files configuration: the shared server settings plus its own port (docs/foundation.md).
import { sharedServerConfig, type SharedServerConfig } from '@portal/contracts/server';

export interface FilesConfig extends SharedServerConfig {
  port: number;
  /** svc-identity, where server errors are reported (IDENTITY_URL). */
  identityUrl: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): FilesConfig {
  return {
    ...sharedServerConfig(env),
    identityUrl: env.IDENTITY_URL ?? 'http://127.0.0.1:8081',
    port: Number(env.FILES_PORT ?? 8083),
  };
}
