// The two clients every mail sender of svc-events needs: the `email` queue and svc-identity's
// member contacts. The HTTP process and the reminder worker build them the same way.
import type { EventsConfig } from '../config.ts';
import { createMemberContactsClient, type MemberContactsClient } from '../pocs/memberContactsClient.ts';
import { createEventMail, type EventMail } from './eventMail.ts';

export interface MailClients {
  mail: EventMail;
  memberContacts: MemberContactsClient;
}

export function createMailClients(config: EventsConfig): MailClients {
  return {
    mail: createEventMail({
      redisUrl: config.redisUrl,
      prefix: config.redisPrefix,
      publicURL: config.publicURL,
    }),
    memberContacts: createMemberContactsClient(config),
  };
}
