// Names the shell's breadcrumbs cannot know from the path alone. The shell builds its crumbs from
// the address ('/eventviewer/42' reads 'Event 42'); a remote page that loaded the thing names it
// here ('Summer Bivouac') and the crumb follows. One store per page: the kit is a singleton, so the
// shell and every remote share it. A name is kept for the page's life, so the event's other pages
// (its form, audit log, scanner) read its name at once.
import { useEffect, useSyncExternalStore } from 'react';

export type CrumbNames = Readonly<Record<string, string>>;

let names: CrumbNames = {};
const listeners = new Set<() => void>();

/** The key of an event's crumb. */
export const eventCrumbKey = (id: number): string => `event:${id}`;

/** Names the crumb `key` (a blank label is ignored). */
export function nameCrumb(key: string, label: string): void {
  const trimmed = label.trim();
  if (trimmed === '' || names[key] === trimmed) return;
  names = { ...names, [key]: trimmed };
  for (const listener of listeners) listener();
}

/** Tests: forget every name. */
export function forgetCrumbNames(): void {
  names = {};
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The names given so far (re-renders when one changes). */
export function useCrumbNames(): CrumbNames {
  return useSyncExternalStore(
    subscribe,
    () => names,
    () => names,
  );
}

/** Names the crumb `key` while the page shows (nothing while the key or label is not known). */
export function useNameCrumb(key: string | null, label: string | null | undefined): void {
  useEffect(() => {
    if (key !== null && label) nameCrumb(key, label);
  }, [key, label]);
}

/** A page's event, named in the breadcrumbs: renders nothing. */
export function EventCrumbName({ event }: { event: { id: number; name: string } | null }): null {
  useNameCrumb(event ? eventCrumbKey(event.id) : null, event?.name);
  return null;
}
