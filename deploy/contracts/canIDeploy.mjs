// can-i-deploy, the decision: may version `version` of part `part` run next to the versions in
// `running`? Pure: the pact files, the verification matrix and the parts' current versions come in
// as arguments (see ../canIDeploy.mjs for the command and ./parts.mjs, ./matrix.mjs for loading).
//
// The pacts of a consumer version: for the version in the part's package.json, the pact files in
// contracts/pacts/ (they are what that version's consumer tests wrote); for any other version, the
// pacts recorded for it in the matrix. Both directions are checked: the candidate as consumer of
// every deployed provider, and every deployed consumer of the candidate as provider. A pair passes
// only when the matrix has a successful verification of that pact content (pactHash) by that provider
// version; a failed verification or none at all refuses. A provider that is not deployed is skipped.
import { partOf as defaultPartOf } from './parts.mjs';

/** What a consumer part at a version expects: [{ consumer, provider, providerPart, pact, hash }]. */
function integrationsOf(consumerPart, consumerVersion, { pacts, matrix, current, partOf }) {
  if (current[consumerPart] === consumerVersion) {
    return pacts
      .filter((p) => p.consumerPart === consumerPart)
      .map((p) => ({
        consumer: p.consumer,
        provider: p.provider,
        providerPart: p.providerPart,
        pact: p.file,
        hash: p.hash,
      }));
  }
  const seen = new Map();
  for (const r of matrix) {
    if (partOf(r.consumer) !== consumerPart || r.consumerVersion !== consumerVersion) continue;
    const key = `${r.consumer}\u0000${r.provider}\u0000${r.pactHash}`;
    if (!seen.has(key))
      seen.set(key, {
        consumer: r.consumer,
        provider: r.provider,
        providerPart: partOf(r.provider),
        pact: r.pact,
        hash: r.pactHash,
      });
  }
  return [...seen.values()];
}

/** The matrix's word on one pact content between a consumer version and a provider version. */
function verdict(integration, consumerVersion, providerVersion, matrix) {
  const same = matrix.filter(
    (r) =>
      r.consumer === integration.consumer &&
      r.provider === integration.provider &&
      r.providerVersion === providerVersion,
  );
  const content = same.filter((r) => r.pactHash === integration.hash);
  // this consumer version's own row first; another consumer version with the same pact content
  // shares its verification (as a broker does)
  const own = content.filter((r) => r.consumerVersion === consumerVersion);
  const rows = own.length ? own : content;
  const failed = rows.find((r) => !r.success);
  if (failed) {
    const first = Array.isArray(failed.failures) ? failed.failures[0] : failed.failures;
    return {
      result: 'failed',
      reason: `verification by ${integration.provider} ${providerVersion} failed${first ? `: ${first}` : ''}`,
    };
  }
  if (rows.length) return { result: 'verified', reason: '' };
  const older = same.some((r) => r.consumerVersion === consumerVersion);
  return {
    result: 'unverified',
    reason: older
      ? `the pact changed since ${integration.provider} ${providerVersion} verified it`
      : `no verification of this pact by ${integration.provider} ${providerVersion}`,
  };
}

/**
 * @param {{ part: string, version: string, running: Record<string,string>, pacts: object[],
 *   matrix: object[], current: Record<string,string>, partOf?: (name: string) => string|null }} input
 * @returns {{ ok: boolean, part: string, version: string, checks: object[], notes: string[] }}
 */
export function canIDeploy({ part, version, running, pacts, matrix, current, partOf = defaultPartOf }) {
  const env = { ...running, [part]: version };
  const ctx = { pacts, matrix, current, partOf };
  const checks = [];
  const notes = [];
  const seen = new Set();
  const check = (integration, consumerVersion, providerVersion) => {
    const key = [integration.consumer, integration.provider, integration.hash].join('\u0000');
    if (seen.has(key)) return;
    seen.add(key);
    const base = {
      consumer: integration.consumer,
      consumerVersion,
      provider: integration.provider,
      providerVersion: providerVersion ?? '-',
      pact: integration.pact,
    };
    if (providerVersion === undefined) {
      checks.push({ ...base, result: 'skipped', reason: `${integration.providerPart} is not deployed` });
      return;
    }
    checks.push({ ...base, ...verdict(integration, consumerVersion, providerVersion, matrix) });
  };

  // the candidate as consumer (this includes a part's pacts with itself, e.g. its queue messages)
  for (const i of integrationsOf(part, version, ctx)) check(i, version, env[i.providerPart]);
  // every deployed consumer of the candidate, at its running version
  for (const [consumerPart, consumerVersion] of Object.entries(env)) {
    if (consumerPart === part) continue;
    for (const i of integrationsOf(consumerPart, consumerVersion, ctx))
      if (i.providerPart === part) check(i, consumerVersion, version);
  }

  const known =
    current[part] === version ||
    matrix.some(
      (r) =>
        (partOf(r.consumer) === part && r.consumerVersion === version) ||
        (partOf(r.provider) === part && r.providerVersion === version),
    );
  const hasPacts = pacts.some((p) => p.consumerPart === part || p.providerPart === part);
  if (!known && hasPacts) {
    notes.push(
      `${part} ${version} is unknown: not the version in ${part}/package.json (${current[part]}) and not in the matrix`,
    );
  }
  if (!hasPacts && !checks.length) notes.push(`${part} has no pacts: nothing to check`);
  for (const [p, v] of Object.entries(running)) {
    if (!(p in current)) notes.push(`running part '${p}' (${v}) is not a known part`);
  }

  const ok = (known || !hasPacts) && checks.every((c) => c.result === 'verified' || c.result === 'skipped');
  return { ok, part, version, checks, notes };
}
