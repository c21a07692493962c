// The context secret of `npm start`: CONTEXT_SECRET when the environment sets it, else a random one
// generated once per data directory and kept in {dataDir}/context-secret (mode 0600), so each
// installation signs with its own key and restarts keep sessions' CSRF tokens valid. The public
// development value of contracts is never used by the stack.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const CONTEXT_SECRET_FILE = 'context-secret';
const MIN_LENGTH = 32;

/**
 * Reads {dataDir}/context-secret, or creates it with 32 random bytes (base64url, 43 characters).
 * Returns { secret, file, created }. A file that is too short (edited by hand) is refused, not
 * replaced: replacing it would silently sign everything with another key.
 */
export function contextSecretFile(dataDir) {
  const file = join(dataDir, CONTEXT_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  let created = false;
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    created = true;
  } catch (error) {
    if (error?.code !== 'EEXIST') throw error;
  }
  // a file copied in with looser rights: only its owner may read a signing key
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_LENGTH) {
    throw new Error(
      `${file} holds a context secret of ${secret.length} characters (at least ${MIN_LENGTH}): delete the file to have a new one generated`,
    );
  }
  return { secret, file, created };
}

/**
 * CONTEXT_SECRET for the stack's processes: the environment's (with CONTEXT_SECRET_PREVIOUS, a
 * rotation) when set, else the data directory's own. `source` says which, for the start log.
 */
export function stackContextSecret(env, dataDir) {
  if (env.CONTEXT_SECRET)
    return { secret: env.CONTEXT_SECRET, source: 'CONTEXT_SECRET from the environment' };
  const { secret, file, created } = contextSecretFile(dataDir);
  return { secret, source: `${created ? 'generated into' : 'read from'} ${file}` };
}
