// svc-events configuration: the shared server settings plus its own port (docs/foundation.md), and
// the public URL its mails link to (BASE_DOMAIN, PUBLIC_PORT, PUBLIC_PROTOCOL, as svc-identity reads them).
import { parseSuperUserIds } from '@portal/contracts';
import {
  publicURLFromEnv,
  sharedServerConfig,
  type PublicURLConfig,
  type SharedServerConfig,
} from '@portal/contracts/server';

export interface EventsConfig extends SharedServerConfig {
  port: number;
  /** svc-identity, where server errors are reported (IDENTITY_URL). */
  identityUrl: string;
  /** svc-files, where signed permission slips are stored (FILES_URL). */
  filesUrl: string;
  /** The privileged user(s) of platform §6 (SUPER_USER_IDS, numeric CAPNHQMember ids). */
  superUserIDs: number[];
  /** Links in mails: `{protocol}://{account}.{baseDomain}:{publicPort}`. */
  publicURL: Required<PublicURLConfig>;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): EventsConfig {
  return {
    ...sharedServerConfig(env),
    identityUrl: env.IDENTITY_URL ?? 'http://127.0.0.1:8081',
    filesUrl: env.FILES_URL ?? 'http://127.0.0.1:8083',
    port: Number(env.EVENTS_PORT ?? 8082),
    superUserIDs: parseSuperUserIds(env.SUPER_USER_IDS),
    publicURL: publicURLFromEnv(env),
  };
}
