// can-i-deploy, the decision: may version `version` of part `part` run next to the versions deployed
// in an environment? Pure: the deployed versions, each consumer version's pacts and the verification
// matrix come in as arguments (see ../canIDeploy.mjs for the command and ./store.mjs for loading).
//
// Matching is by pact content, as a broker does. Both directions are checked:
// - the candidate as consumer: each of its pacts at `version` needs a successful verification of that
//   content by the provider version deployed;
// - the candidate as provider: each consumer version deployed needs its pacts (with this provider)
//   verified by `version`.
// A failed verification or none at all refuses. A provider that is not deployed is skipped.
import { partOf as defaultPartOf } from './parts.mjs';

/**
 * The matrix's word on one pact content between a consumer version and a provider version. Another
 * consumer version with the same pact content shares the verification (the broker's pact version).
 */
function verdict(pact, consumerVersion, providerVersion, matrix) {
  const same = matrix.filter(
    (r) =>
      r.consumer === pact.consumer && r.provider === pact.provider && r.providerVersion === providerVersion,
  );
  const content = same.filter((r) => r.pactHash === pact.hash);
  const own = content.filter((r) => r.consumerVersion === consumerVersion);
  const rows = own.length ? own : content;
  const failed = rows.find((r) => !r.success);
  if (failed) {
    const first = Array.isArray(failed.failures) ? failed.failures[0] : failed.failures;
    return {
      result: 'failed',
      reason: `verification by ${pact.provider} ${providerVersion} failed${first ? `: ${first}` : ''}`,
    };
  }
  if (rows.length) return { result: 'verified', reason: '' };
  const older = same.some((r) => r.consumerVersion === consumerVersion);
  return {
    result: 'unverified',
    reason: older
      ? `the pact changed since ${pact.provider} ${providerVersion} verified it`
      : `no verification of this pact by ${pact.provider} ${providerVersion}`,
  };
}

/**
 * @param {{ part: string, version: string, environment?: string, deployed: Record<string,string>,
 *   pactsOf: (part: string, version: string) => object[]|null, hasPacts: (part: string) => boolean,
 *   matrix: object[], partOf?: (pacticipant: string) => string|null }} input
 *   pactsOf: a consumer part's pacts at a version ({ file, consumer, provider, providerPart, hash }),
 *   null when that version is unknown; hasPacts: whether a part is the consumer of any pact.
 * @returns {{ ok: boolean, part: string, version: string, environment: string, checks: object[],
 *   notes: string[] }}
 */
export function canIDeploy({
  part,
  version,
  environment = 'production',
  deployed,
  pactsOf,
  hasPacts,
  matrix,
  partOf = defaultPartOf,
}) {
  const env = { ...deployed, [part]: version };
  const checks = [];
  const notes = [];
  const seen = new Set();
  const check = (pact, consumerVersion, providerVersion) => {
    const key = [pact.consumer, consumerVersion, pact.provider, pact.hash].join('\u0000');
    if (seen.has(key)) return;
    seen.add(key);
    const base = {
      consumer: pact.consumer,
      consumerVersion,
      provider: pact.provider,
      providerVersion: providerVersion ?? '-',
      pact: pact.file,
    };
    if (providerVersion === undefined) {
      checks.push({
        ...base,
        result: 'skipped',
        reason: `${pact.providerPart} is not deployed in ${environment}`,
      });
      return;
    }
    checks.push({ ...base, ...verdict(pact, consumerVersion, providerVersion, matrix) });
  };

  const own = pactsOf(part, version);
  const partHasPacts = hasPacts(part);
  // the candidate as consumer (this includes a part's pacts with itself, e.g. its queue messages)
  for (const p of own ?? []) check(p, version, env[p.providerPart]);
  // every deployed consumer of the candidate, at its deployed version
  for (const [consumerPart, consumerVersion] of Object.entries(deployed)) {
    if (consumerPart === part) continue;
    const theirs = pactsOf(consumerPart, consumerVersion);
    if (theirs) {
      for (const p of theirs) if (p.providerPart === part) check(p, consumerVersion, version);
    } else if (hasPacts(consumerPart)) {
      notes.push(`${consumerPart} ${consumerVersion} (deployed in ${environment}) has no published pacts`);
      checks.push({
        consumer: consumerPart,
        consumerVersion,
        provider: part,
        providerVersion: version,
        pact: '-',
        result: 'unverified',
        reason: `no pacts published for ${consumerPart} ${consumerVersion}`,
      });
    }
  }

  const known =
    own !== null || matrix.some((r) => r.providerVersion === version && partOf(r.provider) === part);
  if (!known && partHasPacts)
    notes.push(`${part} ${version} is unknown: no pacts published for it and not its package.json version`);
  if (!partHasPacts && !checks.length) notes.push(`${part} has no pacts: nothing to check`);

  const ok =
    (known || !partHasPacts) && checks.every((c) => c.result === 'verified' || c.result === 'skipped');
  return { ok, part, version, environment, checks, notes };
}
