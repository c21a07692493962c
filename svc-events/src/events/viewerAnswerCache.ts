// The viewer's whole answer as bytes, per event and per what of the reader shapes it, kept in this
// process so a repeated read costs the two small checking queries, a string comparison and a
// socket write (and nothing at all for a browser that sends the ETag back: 304).
// An entry is used only when its fingerprint equals the one computed for this request: the
// attendance version (events.attendance_versions, bumped in the same transaction as every
// attendance write, whoever writes), the stored event as read now (edits, debriefs, points of
// contact, status) and the rest of the answer as built for this reader now (redacted event,
// author, linked events, banner). Whatever changes the answer changes the fingerprint, so no
// write needs to reach this process to invalidate it. The key holds the reader's class (attendance
// visibility, custom-value visibility, whether attendance is shown, and the member for an
// own-records-only reader): one reader's answer never goes to a reader of another class.
// Compressed forms are made on first demand and kept with the entry. Bounded by bytes, least
// recently used first out.
import { createHash } from 'node:crypto';
import { compressKept, type AnswerEncoding } from '@portal/contracts/server';

export interface CachedAnswer {
  key: string;
  fingerprint: string;
  /** Weak: the same answer under every Content-Encoding. */
  etag: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

export interface ViewerAnswerCache {
  get(key: string, fingerprint: string): CachedAnswer | undefined;
  set(key: string, fingerprint: string, body: Buffer): CachedAnswer;
  /** The answer's bytes in `encoding`, compressed (once) if not yet held. */
  encoded(answer: CachedAnswer, encoding: AnswerEncoding): Buffer;
  readonly bytes: number;
}

export function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

const sizeOf = (a: CachedAnswer) => a.identity.length + (a.gzip?.length ?? 0) + (a.br?.length ?? 0);

export function createViewerAnswerCache(maxBytes = 64 * 1024 * 1024): ViewerAnswerCache {
  const entries = new Map<string, CachedAnswer>();
  let bytes = 0;
  const drop = (key: string) => {
    const old = entries.get(key);
    if (!old) return;
    bytes -= sizeOf(old);
    entries.delete(key);
  };
  const trim = () => {
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };
  return {
    get(key, fingerprint) {
      const hit = entries.get(key);
      if (!hit || hit.fingerprint !== fingerprint) return undefined;
      // most recently used goes last (Map keeps insertion order)
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    },
    set(key, fingerprint, body) {
      drop(key);
      const answer: CachedAnswer = { key, fingerprint, etag: etagOf(body), identity: body };
      if (body.length <= maxBytes) {
        entries.set(key, answer);
        bytes += body.length;
        trim();
      }
      return answer;
    },
    encoded(answer, encoding) {
      if (encoding === 'identity') return answer.identity;
      let held = answer[encoding];
      if (!held) {
        held = compressKept(answer.identity, encoding);
        answer[encoding] = held;
        // counted only while the entry is still held (it may have been dropped meanwhile)
        if (entries.get(answer.key) === answer) {
          bytes += held.length;
          trim();
        }
      }
      return held;
    },
    get bytes() {
      return bytes;
    },
  };
}
