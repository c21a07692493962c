// Password hashing with scrypt (node:crypto) at the OWASP recommended cost: N=2^17, r=8, p=1.
// The parameters travel inside the stored string, so the cost can be raised later and old
// hashes still verify (and can be re-hashed at the next sign-in).
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  /** log2 of the CPU/memory cost N */
  logN: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT: ScryptParams = { logN: 17, r: 8, p: 1 };

/**
 * The parameters new hashes are made with: OWASP's, unless PASSWORD_HASH_LOG_N lowers N for a test
 * run (each hash at 2^17 takes 0.4 s of CPU and 128 MiB; the test suites sign in thousands of times).
 * Below 2^17 is refused with NODE_ENV=production, so a deployment cannot weaken storage by accident.
 * Read at each call so a test file can go back to OWASP's cost for its own checks.
 */
export function currentScrypt(env: NodeJS.ProcessEnv = process.env): ScryptParams {
  const raw = env.PASSWORD_HASH_LOG_N;
  if (raw === undefined || raw === '') return OWASP_SCRYPT;
  const logN = Number(raw);
  if (!Number.isInteger(logN) || logN < 10 || logN > 20) {
    throw new Error(`PASSWORD_HASH_LOG_N must be a whole number from 10 to 20, got '${raw}'`);
  }
  if (logN < OWASP_SCRYPT.logN && env.NODE_ENV === 'production') {
    throw new Error(
      `PASSWORD_HASH_LOG_N=${logN} is below OWASP's 17 and is for test runs only; refused with NODE_ENV=production`,
    );
  }
  return { ...OWASP_SCRYPT, logN };
}
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.logN;
  const options: ScryptOptions = {
    N,
    r: params.r,
    p: params.p,
    // scrypt needs about 128 * N * r bytes; leave headroom over the default 32 MiB limit.
    maxmem: 128 * N * params.r * 2,
  };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Returns `scrypt$ln=17,r=8,p=1$<salt base64>$<key base64>`. */
export async function hashPassword(
  password: string,
  params: ScryptParams = currentScrypt(),
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, params);
  return `scrypt$ln=${params.logN},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export function parseHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const match = /^scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!match) return null;
  const [, logN, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  const params = { logN: Number(logN), r: Number(r), p: Number(p) };
  // refuse absurd parameters from a corrupted row instead of exhausting memory
  if (params.logN < 1 || params.logN > 22 || params.r < 1 || params.r > 32 || params.p < 1 || params.p > 16) {
    return null;
  }
  return { params, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** Constant-time comparison; an unparsable stored hash never verifies. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when the stored hash was made with weaker parameters than the current ones. */
export function needsRehash(stored: string, params: ScryptParams = currentScrypt()): boolean {
  const parsed = parseHash(stored);
  return (
    !parsed || parsed.params.logN < params.logN || parsed.params.r < params.r || parsed.params.p < params.p
  );
}

const dummyHashes = new Map<number, Promise<string>>();
/**
 * A hash of a random password, verified against when the username is unknown, so an unknown
 * user costs the same time as a wrong password and timing does not reveal which usernames exist.
 * One per cost, so it always costs what a real member's hash costs.
 */
export function dummyPasswordHash(): Promise<string> {
  const params = currentScrypt();
  let dummy = dummyHashes.get(params.logN);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), params);
    dummyHashes.set(params.logN, dummy);
  }
  return dummy;
}
