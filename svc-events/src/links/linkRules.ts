// svc-events' refusals for linked events outside the link calls themselves.
import { EVENT_LINK_MESSAGES } from '@portal/contracts';
import { HttpError } from '@portal/contracts/server';

/**
 * PUT /api/events/{id} on a LINKED event: 409 with contracts' words ('... edit it in its source
 * account'). Its content is read from the source, so an edit here would be lost or would change
 * another account's event; the target's managers may still delete the link.
 */
export const linkedEventReadOnly = () => new HttpError(409, 'CONFLICT', EVENT_LINK_MESSAGES.editInSource);
