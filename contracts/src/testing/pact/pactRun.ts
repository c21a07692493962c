// Global setup of every consumer pact run. The pacts are written into a fresh folder and copied over
// the committed ones when the run ends without a failure: a pact is rewritten once per run from that
// run's interactions; a run that only lists or collects tests (global setups run then too) writes
// no pact, and a failed run leaves the committed pacts as they were.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PACT_DIR } from './consumerPact.ts';

interface Interaction {
  description: string;
  providerStates?: { name: string }[];
}
interface PactFile {
  interactions?: Interaction[];
  messages?: Interaction[];
}

/** Description, then provider state names: the order pact-js 17 wrote, by code unit. */
const sortKey = (i: Interaction) =>
  [i.description, ...(i.providerStates ?? []).map((state) => state.name)].join('\u0000');
const order = (a: Interaction, b: Interaction) => {
  const [x, y] = [sortKey(a), sortKey(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** The pact with its interactions by description: the same file whatever order the test files ran in. */
function copySorted(from: string, to: string): void {
  const pact = JSON.parse(readFileSync(from, 'utf8')) as PactFile;
  pact.interactions?.sort(order);
  pact.messages?.sort(order);
  writeFileSync(to, `${JSON.stringify(pact, null, 2)}\n`);
}

export default function setup(project: TestProject): () => void {
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'pact-run-'));
  project.provide('pactRunDir', runDir);
  return () => {
    const { state } = project.vitest;
    const failed = state.getFailedFilepaths().length > 0 || state.getUnhandledErrors().length > 0;
    const written = readdirSync(runDir).filter((name) => name.endsWith('.json'));
    if (failed && written.length)
      console.warn(`pacts not replaced after a failed run: ${written.join(', ')}`);
    else for (const name of written) copySorted(path.join(runDir, name), path.join(PACT_DIR, name));
    rmSync(runDir, { recursive: true, force: true });
  };
}
