// Provider state of svc-events' cadet-records pact (contracts/pacts/svc-events-svc-identity.json;
// events §7 promotion requirements): the fixtures plus the demo cadet rows (cadetRecords/demoSeed.ts,
// which leaves a member's existing rows alone), then a check that md001's cadet 510004 has the rows
// the interactions name, so a change of the demo rows fails here by name.
import { seedCadetRecordsDemo } from '../cadetRecords/demoSeed.ts';
import type { ServiceDeps } from '../deps.ts';

export function cadetRecordStates(deps: ServiceDeps, seed: () => Promise<unknown>) {
  return {
    'md001 has the cadet 510004 with imported cadet rows': async () => {
      await seed();
      await seedCadetRecordsDemo(deps.pool, deps.clock());
      const { rows } = await deps.pool.query<{ source: string }>(
        `SELECT DISTINCT source FROM identity.nhq_cadet_records WHERE account_id = 'md001' AND capid = 510004`,
      );
      const sources = rows.map((r) => r.source).sort();
      const wanted = ['CadetAchv', 'CadetAchvAprs', 'CadetHFZInformation', 'OFlight'];
      if (sources.join() !== wanted.join())
        throw new Error(
          `the demo cadet rows of 510004 are ${sources.join() || 'none'}, not ${wanted.join()}`,
        );
      return undefined;
    },
  };
}
