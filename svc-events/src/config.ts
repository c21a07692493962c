// svc-events configuration: the shared server settings plus its own port (docs/foundation.md).
import { sharedServerConfig, type SharedServerConfig } from '@portal/contracts/server';

export interface EventsConfig extends SharedServerConfig {
  port: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): EventsConfig {
  return { ...sharedServerConfig(env), port: Number(env.EVENTS_PORT ?? 8082) };
}
