// POST /api/events/account/ (platform §7 "events (account)"): { accountID, accountName, event; token }
// -> { id, mainCalendarID }. Served by svc-identity (the gateway routes /api/events/account there).
import { z } from 'zod';

export const createEventAccountRequest = z.object({
  /** Lower-cased and trimmed; must start with the current account id (checked against the context). */
  accountID: z.string().max(100).trim().toLowerCase(),
  accountName: z.string().max(1000),
  /**
   * The event the account is made for. The spec does not show its shape: we store it as given
   * (an event id or name, up to 200 characters), or null when none is named.
   */
  event: z
    .union([z.string().max(200), z.number().int().nonnegative()])
    .nullable()
    .optional(),
});
export type CreateEventAccountRequest = z.infer<typeof createEventAccountRequest>;

export const createEventAccountResponse = z.object({ id: z.string(), mainCalendarID: z.string() });
export type CreateEventAccountResponse = z.infer<typeof createEventAccountResponse>;
