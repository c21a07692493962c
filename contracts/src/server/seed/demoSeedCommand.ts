// The `src/seed/cli.ts [demo]` command of a service with only a demo seed: refuses any other mode,
// migrates, seeds through a small pool and prints what it did as one JSON line.
import type { Pool } from 'pg';

/** `seeded` is what the printed line names as seeded ('events', 'drive'). */
export async function runDemoSeedCommand(
  service: string,
  seeded: string,
  databaseUrl: string,
  migrate: (databaseUrl: string) => Promise<unknown>,
  seed: (pool: Pool) => Promise<object>,
): Promise<void> {
  const mode = process.argv[2] ?? process.env.SEED ?? 'demo';
  if (mode !== 'demo') throw new Error(`${service} has only a 'demo' seed, not '${mode}'`);
  await migrate(databaseUrl);
  // pg loads here, so the server entry stays cheap for those that never seed
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const summary = await seed(pool);
    console.log(JSON.stringify({ seeded, mode, ...summary }));
  } finally {
    await pool.end();
  }
}
