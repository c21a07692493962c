// "A global notification banner can be dismissed per notification id" (platform §2): the ids this
// browser dismissed, kept in localStorage (each account has its own host, so its own storage).
// A newer notification has a new id and shows again.

export const DISMISSED_KEY = 'portal.dismissedGlobalNotifications';
/** Only the most recent ids are kept: ids grow, older ones will never be shown again anyway. */
const KEEP = 20;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (privacy settings): the banner is then dismissed per page load
  }
}

export function dismissedIDs(): number[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function isDismissed(id: number): boolean {
  return dismissedIDs().includes(id);
}

export function dismiss(id: number): void {
  const ids = [...dismissedIDs().filter((known) => known !== id), id].slice(-KEEP);
  try {
    storage()?.setItem(DISMISSED_KEY, JSON.stringify(ids));
  } catch {
    /* full or blocked storage: dismissed for this page only */
  }
}
