// Global setup of every consumer pact run. The pacts are written into a fresh folder and copied over
// the committed ones when the run ends without a failure: a pact is rewritten once per run from that
// run's interactions; a run that only lists or collects tests (global setups run then too) writes
// no pact, and a failed run leaves the committed pacts as they were.
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PACT_DIR } from './consumerPact.ts';

export default function setup(project: TestProject): () => void {
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'pact-run-'));
  project.provide('pactRunDir', runDir);
  return () => {
    const { state } = project.vitest;
    const failed = state.getFailedFilepaths().length > 0 || state.getUnhandledErrors().length > 0;
    const written = readdirSync(runDir).filter((name) => name.endsWith('.json'));
    if (failed && written.length)
      console.warn(`pacts not replaced after a failed run: ${written.join(', ')}`);
    else for (const name of written) copyFileSync(path.join(runDir, name), path.join(PACT_DIR, name));
    rmSync(runDir, { recursive: true, force: true });
  };
}
