import { z } from 'zod';

/** Platform §1/§3: the five kinds of unit account. */
export const AccountType = z.enum(['CAPSQUADRON', 'CAPGROUP', 'CAPWING', 'CAPREGION', 'CAPEVENT']);
export type AccountType = z.infer<typeof AccountType>;

/**
 * Platform §3 Account. Ids are lower-case (they are host names: `{id}.localhost`).
 * Squadrons carry mainOrg + orgIDs; wings, groups and regions their org id(s) in orgIDs
 * (mainOrg = their own org id); event accounts have a parent (the creating account).
 */
export const Account = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  type: AccountType,
  name: z.string(),
  orgIDs: z.array(z.number().int()),
  mainOrg: z.number().int().nullish(),
  mainCalendarID: z.string(),
  parent: z.string().nullish(),
});
export type Account = z.infer<typeof Account>;

/** 'md001' -> 'MD-001' style display ("letters then digits, shown XXX-XX-digits"). */
export function displayAccountID(id: string): string {
  const match = /^([a-z]+)(\d+)(.*)$/i.exec(id);
  if (!match) return id.toUpperCase();
  return `${match[1]!.toUpperCase()}-${match[2]}${match[3]!.toUpperCase()}`;
}
