import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files in path order: src/errors/serverErrors.pact.test.ts empties
 * contracts/pacts/svc-events-svc-identity.json when it starts, and src/links/ and src/pocs/ add
 * their interactions to that same file after it (the default order depends on cached durations):
 * a new pact test of this consumer must sort after src/errors/.
 */
class PathOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

// Pact consumer tests: svc-events -> svc-identity (the internal server-crash report, the member
// accounts of linking, the member contacts of points of contact; the team membership as consumer
// svc-events-teams).
// Writes contracts/pacts/svc-events-svc-identity.json and svc-events-teams-svc-identity.json.
export default defineConfig({
  test: {
    include: ['src/**/*.pact.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    fileParallelism: false,
    sequence: { sequencer: PathOrder },
  },
});
