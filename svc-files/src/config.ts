// svc-files configuration: the shared server settings plus its own port (docs/foundation.md).
import { sharedServerConfig, type SharedServerConfig } from '@portal/contracts/server';

export interface FilesConfig extends SharedServerConfig {
  port: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): FilesConfig {
  return { ...sharedServerConfig(env), port: Number(env.FILES_PORT ?? 8083) };
}
