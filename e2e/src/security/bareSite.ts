// The composed site as e2e/src/site.ts starts it (deploy/stack.mjs on a throw-away database, a
// random Redis prefix, free ports, the 'fixtures' seed, CAPTCHA=none), without a browser: the
// security tests talk HTTP only.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@portal/contracts/testing';
import {
  deleteRedisPrefix,
  dropDatabase,
  findPostgres,
  findRedis,
  startStack,
  stopOwned,
  withDatabase,
} from '../../../deploy/stack.mjs';
import { outputDir, testSiteEnv } from '../site.ts';

export interface BareSite {
  port: number;
  close(): Promise<void>;
}

const PARTS = ['gateway', 'identity', 'events', 'files', 'mfe-events', 'mfe-admin', 'mfe-drive', 'mfe-quiz'];

export async function startBareSite(logName: string): Promise<BareSite> {
  mkdirSync(outputDir, { recursive: true });
  const stackLog = createWriteStream(join(outputDir, `${logName}.log`));
  const log = (line: string) => stackLog.write(`[e2e] ${line}\n`);
  const pgServer = await findPostgres({ log });
  const redis = await findRedis({ log });
  const suffix = randomBytes(4).toString('hex');
  const databaseUrl = withDatabase(pgServer.url, `e2e_${suffix}`);
  const redisPrefix = `e2e_${suffix}`;
  const mailDir = await mkdtemp(join(tmpdir(), 'e2e-mail-'));
  const ports = Object.fromEntries(await Promise.all(PARTS.map(async (n) => [n, await freePort()] as const)));
  const cleanUp = async () => {
    await dropDatabase(databaseUrl).catch((e: unknown) => log(`could not drop ${databaseUrl}: ${String(e)}`));
    await deleteRedisPrefix(redis.url, redisPrefix).catch(() => {});
    stopOwned(pgServer.owned);
    stopOwned(redis.owned);
    await rm(mailDir, { recursive: true, force: true });
    stackLog.end();
  };
  try {
    const stack = await startStack({
      databaseUrl,
      redisUrl: redis.url,
      redisPrefix,
      ports,
      seed: 'fixtures',
      env: testSiteEnv(mailDir),
      onLine: (name, line) => stackLog.write(`[${name}] ${line}\n`),
      log,
    });
    return {
      port: stack.port,
      async close() {
        await stack.stop();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw new Error(
      `the site did not start (see e2e/output/${logName}.log): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
