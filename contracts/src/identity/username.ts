// One comparable form of a username, used wherever a username is stored, looked up or counted
// (svc-identity's identity.logins.username_key, the sign-in lookup and the sign-in limits), so
// the lookup and the limits can never disagree on which account a typed name means.

/**
 * NFKC (full-width letters, ligatures and other compatibility forms become their plain letters),
 * then JavaScript's locale-independent lower case, then NFKC again so that normalising twice gives
 * the same string. Not a full case fold: 'ß' and a final 'ς' stay themselves, and 'İ' (U+0130)
 * becomes 'i' plus a combining dot (U+0307), so `senİor` is another username than `senior`,
 * consistently everywhere. Surrounding spaces are kept: callers trim (the §5 rules) before.
 */
export function normaliseUsername(username: string): string {
  return username.normalize('NFKC').toLowerCase().normalize('NFKC');
}
