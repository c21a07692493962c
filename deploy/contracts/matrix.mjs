// The verification matrix kept in the repository (deploy/contracts/verification-matrix.json): one
// row per (consumer pacticipant, consumer version, provider pacticipant, provider version) saying
// whether the provider's verification of that pact content (`pactHash`) passed. Like a broker's
// matrix, without timestamps: the file is sorted and only rewritten when a row changes, so recording
// the same result twice leaves git clean.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './parts.mjs';

export const MATRIX_FILE = join(repoRoot, 'deploy', 'contracts', 'verification-matrix.json');

const ABOUT =
  'Pact verification results per consumer version and provider version (pactHash: the pact content ' +
  'verified). Written by `node deploy/contracts/recordVerifications.mjs`; read by `node deploy/canIDeploy.mjs`. ' +
  'See deploy/README.md, section can-i-deploy.';

const keyOf = (r) => [r.consumer, r.consumerVersion, r.provider, r.providerVersion].join('\u0000');

function order(a, b) {
  for (const k of ['consumer', 'provider', 'consumerVersion', 'providerVersion']) {
    const c = String(a[k]).localeCompare(String(b[k]), 'en', { numeric: true });
    if (c) return c;
  }
  return 0;
}

/** The matrix rows, or [] when the file does not exist yet. */
export function readMatrix(file = MATRIX_FILE) {
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
  if (!r.success && r.failures?.length) out.failures = [...r.failures].sort().join('; ');
  return out;
}

export function formatMatrix(rows) {
  const sorted = rows.map(row).sort(order);
  return `${JSON.stringify({ about: ABOUT, verifications: sorted }, null, 2)}\n`;
}

/** `rows` with `newRows` added; a new row replaces one for the same four names and versions. */
export function mergeRows(rows, newRows) {
  const byKey = new Map(rows.map((r) => [keyOf(r), r]));
  for (const r of newRows) byKey.set(keyOf(r), r);
  return [...byKey.values()];
}

/**
 * Adds or replaces rows (same consumer, consumer version, provider, provider version: the newest
 * result wins) and writes the file when its text changes. Returns true when it was written.
 */
export function recordRows(newRows, file = MATRIX_FILE) {
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
