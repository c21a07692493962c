// The viewer's first read (viewerEventQuery.ts) kept in memory per event while the change feed
// listens (viewerChangeFeed.ts), so a repeated read asks the database nothing. A copy is dropped
// when a change names the event, its link target or one of the events linked to it (all of
// which it shows), and is never kept if any change arrived while it was being read. Without a
// live feed, or while a write of this process awaits its notices, every read goes to the database.
import type { Pool } from 'pg';
import { readViewerEvent, type ViewerEvent } from './viewerEventQuery.ts';
import { EVERYTHING, viewerEventKey, type ViewerChangeFeed } from './viewerChangeFeed.ts';

export type ViewerEventReader = (db: Pool, accountID: string, id: number) => Promise<ViewerEvent | null>;

export interface ViewerEventCacheStats {
  hits: number;
  misses: number;
  size: number;
}

/** The keys of the events a copy of `read` shows: its own, its source's, the linked ones'. */
function shownKeys(read: ViewerEvent): string[] {
  const { event } = read;
  const keys = [viewerEventKey(event.accountID, event.id)];
  if (event.targetAccountID !== null && event.targetEventID !== null)
    keys.push(viewerEventKey(event.targetAccountID, event.targetEventID));
  for (const linked of read.linkedEvents) keys.push(viewerEventKey(linked.accountID, linked.id));
  return keys;
}

export function createViewerEventCache(
  feed: ViewerChangeFeed,
  { maxEntries = 10_000, read = readViewerEvent }: { maxEntries?: number; read?: ViewerEventReader } = {},
) {
  const copies = new Map<string, { read: ViewerEvent; shows: string[] }>();
  // event key -> the copies that show it
  const shownBy = new Map<string, Set<string>>();
  const stats: ViewerEventCacheStats = { hits: 0, misses: 0, size: 0 };

  const drop = (key: string) => {
    const copy = copies.get(key);
    if (!copy) return;
    copies.delete(key);
    for (const shown of copy.shows) {
      const by = shownBy.get(shown);
      by?.delete(key);
      if (by?.size === 0) shownBy.delete(shown);
    }
  };
  feed.onChange((changed) => {
    if (changed === EVERYTHING) {
      copies.clear();
      shownBy.clear();
      return;
    }
    for (const key of [...(shownBy.get(changed) ?? [])]) drop(key);
  });

  const keep = (key: string, read: ViewerEvent) => {
    const shows = shownKeys(read);
    copies.set(key, { read, shows });
    for (const shown of shows) {
      let by = shownBy.get(shown);
      if (!by) shownBy.set(shown, (by = new Set()));
      by.add(key);
    }
    // least recently stored first out
    for (const oldest of copies.keys()) {
      if (copies.size <= maxEntries) break;
      drop(oldest);
    }
  };

  return {
    async read(db: Pool, accountID: string, id: number): Promise<ViewerEvent | null> {
      const trusted = feed.live && feed.pendingWrites === 0;
      const key = viewerEventKey(accountID, id);
      if (trusted) {
        const copy = copies.get(key);
        if (copy) {
          stats.hits += 1;
          return copy.read;
        }
      }
      stats.misses += 1;
      const seen = feed.changes;
      const fresh = await read(db, accountID, id);
      // kept only if no change was heard meanwhile (it may have been read before that change)
      if (fresh && feed.live && feed.changes === seen) keep(key, fresh);
      return fresh;
    },
    /** Whether `read` is still the copy kept of the event, trusted as read() trusts it. */
    holds(accountID: string, id: number, read: ViewerEvent): boolean {
      return (
        feed.live && feed.pendingWrites === 0 && copies.get(viewerEventKey(accountID, id))?.read === read
      );
    },
    get stats(): ViewerEventCacheStats {
      return { ...stats, size: copies.size };
    },
  };
}

export type ViewerEventCache = ReturnType<typeof createViewerEventCache>;
