// The guardians' mails: the request, the re-signing request (with what changed) and the reminder,
// one permissionSlipRequest job per guardian address on the `email` queue. Job id: event, cadet,
// slip version and address, so a repeated request of the same version sends nothing twice.
import {
  EVENT_TIME_ZONE,
  formatViewerDateTime,
  permissionSlipSignPage,
  SLIP_FIELD_LABELS,
  type MemberReference,
  type PermissionSlipRequestEmailJob,
  type SlipFieldName,
} from '@portal/contracts';
import { queuedEmail } from '@portal/contracts/server';
import type { QueuedEmail } from '@portal/contracts/server/email';
import { memberKey } from '../mail/builders.ts';

export interface SlipMailInput {
  accountID: string;
  event: { id: number; name: string; meetDateTime: number; pickupDateTime: number };
  cadet: { member: MemberReference; name: string };
  /** The guardian addresses (the cadet's CADETPARENTEMAIL contacts). */
  to: readonly string[];
  version: number;
  token: string;
  /** `{protocol}://{account}.{domain}[:port]`: the unit's host. */
  baseURL: string;
  eventLink: string;
  changed: readonly SlipFieldName[];
  reminder: boolean;
  zone?: string;
}

const part = (value: string | number) => String(value).replace(/[^A-Za-z0-9_.@-]/g, '_');

export function slipRequestEmails(input: SlipMailInput): QueuedEmail<PermissionSlipRequestEmailJob>[] {
  const zone = input.zone ?? EVENT_TIME_ZONE;
  const key = `${part(input.accountID)}-${input.event.id}-${memberKey(input.cadet.member)}-v${input.version}`;
  return input.to.map((address) =>
    queuedEmail<PermissionSlipRequestEmailJob>(
      'permissionSlipRequest',
      `${key}${input.reminder ? '-reminder' : ''}-${part(address)}`,
      { accountID: input.accountID, to: address },
      {
        cadetName: input.cadet.name,
        eventID: input.event.id,
        eventName: input.event.name,
        eventLink: input.eventLink,
        meetTime: formatViewerDateTime(input.event.meetDateTime, zone),
        link: `${input.baseURL}${permissionSlipSignPage(input.token)}`,
        expiresAt: formatViewerDateTime(input.event.pickupDateTime, zone),
        changed: input.changed.map((name) => SLIP_FIELD_LABELS[name]),
        reminder: input.reminder,
      },
    ),
  );
}
