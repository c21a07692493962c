// One-time codes that prove a Discord user asked for their id to be bound (the bot shows the code
// to that user only). Stored in Redis as a hash of account, id and code, never the code itself;
// single use, short-lived (checked against the service clock), and burnt after a few wrong tries.
import { createHash, randomInt } from 'node:crypto';
import { DISCORD_CODE_MAX_TRIES, DISCORD_CODE_TTL_SECONDS } from '@portal/contracts';
import type { ServiceDeps } from '../deps.ts';

type CodeDeps = Pick<ServiceDeps, 'redis' | 'config' | 'clock'>;

const keyOf = (deps: CodeDeps, accountID: string, discordID: string) =>
  `${deps.config.redisPrefix}:discord-code:${accountID}:${discordID}`;

const hashOf = (accountID: string, discordID: string, code: string) =>
  createHash('sha256').update(`${accountID}\n${discordID}\n${code}`).digest('hex');

/** Checks and spends in one step, so two requests can never both use one code. */
const SPEND_SCRIPT = `
local stored = redis.call('HMGET', KEYS[1], 'hash', 'expires')
if not stored[1] then return 0 end
if tonumber(stored[2]) <= tonumber(ARGV[2]) then redis.call('DEL', KEYS[1]) return 0 end
if stored[1] == ARGV[1] then redis.call('DEL', KEYS[1]) return 1 end
if redis.call('HINCRBY', KEYS[1], 'tries', 1) >= tonumber(ARGV[3]) then redis.call('DEL', KEYS[1]) end
return 0`;

/** A new code for the Discord user (replacing any earlier one), and when it expires. */
export async function issueDiscordCode(
  deps: CodeDeps,
  accountID: string,
  discordID: string,
): Promise<{ code: string; expiresAt: number }> {
  const code = String(randomInt(0, 100_000_000)).padStart(8, '0');
  const expiresAt = deps.clock().getTime() + DISCORD_CODE_TTL_SECONDS * 1000;
  const key = keyOf(deps, accountID, discordID);
  await deps.redis
    .multi()
    .del(key)
    .hset(key, { hash: hashOf(accountID, discordID, code), expires: String(expiresAt), tries: '0' })
    .expire(key, DISCORD_CODE_TTL_SECONDS)
    .exec();
  return { code, expiresAt };
}

/** True once for the right, live code of this Discord id in this account; false otherwise. */
export async function spendDiscordCode(
  deps: CodeDeps,
  accountID: string,
  discordID: string,
  code: string,
): Promise<boolean> {
  const spent = await deps.redis.eval(
    SPEND_SCRIPT,
    1,
    keyOf(deps, accountID, discordID),
    hashOf(accountID, discordID, code),
    String(deps.clock().getTime()),
    String(DISCORD_CODE_MAX_TRIES),
  );
  return spent === 1;
}
