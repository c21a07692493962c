// The viewer's serialised attendees per event, kept in this process while the event's attendance
// version (events.attendance_versions, bumped by triggers in the same transaction as every
// attendance change; see migrations/1732000000410_viewer_attendance_version.sql) is unchanged.
// The version comes back in the same statement (same snapshot) as the rows it stands for, so an
// entry holds exactly the attendees of that version: a hit can never answer older data than the
// database holds at the time of the query, whichever process wrote. Bounded by bytes, least
// recently used first out.
// What is cached must not depend on who reads: the list every reader who may see attendance gets
// from the database (§2: anonymous visitors see none and never reach the cache), with member and
// orgInformation null. What differs per reader (§3 privateAttendance, §5 hidden custom values, the
// managers' member details and organisation information) is applied to the answer after the cache
// and never written back (viewerReaderAttendees.ts).

export interface CachedAttendees {
  version: string;
  /** The attendees array, JSON, already UTF-8 encoded (written to the socket as it is). */
  body: Buffer;
}

export interface AttendeesCache {
  get(accountID: string, eventID: number): CachedAttendees | undefined;
  set(accountID: string, eventID: number, entry: CachedAttendees): void;
  readonly bytes: number;
}

export function createAttendeesCache(maxBytes = 64 * 1024 * 1024): AttendeesCache {
  const entries = new Map<string, CachedAttendees>();
  let bytes = 0;
  const keyOf = (accountID: string, eventID: number) => `${accountID}\u0000${eventID}`;
  const drop = (key: string) => {
    const old = entries.get(key);
    if (!old) return;
    bytes -= old.body.length;
    entries.delete(key);
  };
  return {
    get(accountID, eventID) {
      const key = keyOf(accountID, eventID);
      const hit = entries.get(key);
      if (hit) {
        // most recently used goes last (Map keeps insertion order)
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(accountID, eventID, entry) {
      const key = keyOf(accountID, eventID);
      drop(key);
      if (entry.body.length > maxBytes) return;
      entries.set(key, entry);
      bytes += entry.body.length;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    get bytes() {
      return bytes;
    },
  };
}
