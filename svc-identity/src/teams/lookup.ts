// Finding teams, team 0 included: team 0 is built from duty positions, the others are stored.
import { TEAM_ZERO_ID } from '@portal/contracts';
import type { Pool, PoolClient } from 'pg';
import { loadTeams, type StoredTeam } from './repository.ts';
import { loadTeamZero } from './teamZero.ts';

type Queryable = Pick<Pool | PoolClient, 'query'>;

/** The account's team `id`, or null. */
export async function findTeam(
  db: Queryable,
  accountID: string,
  id: number,
  now: Date,
): Promise<StoredTeam | null> {
  if (id === TEAM_ZERO_ID) return loadTeamZero(db, accountID, now);
  return (await loadTeams(db, accountID, id))[0] ?? null;
}

/** Every team of the account: team 0 first, then the stored teams by name (the list and side navigation). */
export async function listAccountTeams(db: Queryable, accountID: string, now: Date): Promise<StoredTeam[]> {
  const [zero, stored] = await Promise.all([loadTeamZero(db, accountID, now), loadTeams(db, accountID)]);
  stored.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id);
  return [zero, ...stored];
}
