// The verification matrix (the store's verifications.json, see store.mjs): one row per consumer
// pacticipant and version, provider pacticipant and version, and pact content (`pactHash`), saying
// whether the provider's verification of that content passed. Like a broker's matrix, without
// timestamps: the file is sorted and only rewritten when a row changes, so recording the same result
// twice leaves git clean.
import { readFileSync, writeFileSync } from 'node:fs';

const ABOUT =
  'Pact verification results per consumer version, provider version and pact content (pactHash). ' +
  'Written by `node deploy/contracts/recordVerifications.mjs`; read by `node deploy/canIDeploy.mjs`. ' +
  'See deploy/README.md, section can-i-deploy.';

const versionsKey = (r) => [r.consumer, r.consumerVersion, r.provider, r.providerVersion].join('\u0000');
const keyOf = (r) => `${versionsKey(r)}\u0000${r.pactHash}`;

function order(a, b) {
  for (const k of ['consumer', 'provider', 'consumerVersion', 'providerVersion', 'pactHash']) {
    const c = String(a[k]).localeCompare(String(b[k]), 'en', { numeric: true });
    if (c) return c;
  }
  return 0;
}

/** The matrix rows, or [] when the file does not exist yet. */
export function readMatrix(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8')).verifications ?? [];
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
}

/** A row in the file's shape: fixed key order, `failures` (text) only when it failed. */
function row(r) {
  const out = {
    consumer: r.consumer,
    consumerVersion: r.consumerVersion,
    provider: r.provider,
    providerVersion: r.providerVersion,
    pact: r.pact,
    pactHash: r.pactHash,
    success: Boolean(r.success),
  };
  // one string, not a list: the file stays as prettier would print it (`npm run lint` checks it)
  if (!r.success && r.failures?.length)
    out.failures = Array.isArray(r.failures) ? [...r.failures].sort().join('; ') : r.failures;
  return out;
}

export function formatMatrix(rows) {
  const sorted = rows.map(row).sort(order);
  return `${JSON.stringify({ about: ABOUT, verifications: sorted }, null, 2)}\n`;
}

/**
 * `rows` with `newRows` added. A run's rows replace every older row of the same consumer version and
 * provider version (whatever its pact content): what the provider verified for that consumer version
 * now is the answer, and content that version no longer has does not pile up.
 */
export function mergeRows(rows, newRows) {
  const replaced = new Set(newRows.map(versionsKey));
  const byKey = new Map(rows.filter((r) => !replaced.has(versionsKey(r))).map((r) => [keyOf(r), r]));
  for (const r of newRows) byKey.set(keyOf(r), r);
  return [...byKey.values()];
}

/** Adds or replaces rows (see mergeRows) and writes the file when its text changes; true if written. */
export function recordRows(newRows, file) {
  const text = formatMatrix(mergeRows(readMatrix(file), newRows));
  let before = null;
  try {
    before = readFileSync(file, 'utf8');
  } catch {
    /* new file */
  }
  if (before === text) return false;
  writeFileSync(file, text);
  return true;
}
