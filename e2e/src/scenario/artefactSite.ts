// The site of the two-team scenario: every part started from its released artefact (releases/),
// from the scratch repository's own deploy tooling, on a throw-away database and Redis prefix, with
// the scratch repository's pact store as the record of environment `local`.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import type * as StackModule from '../../../deploy/stack.mjs';
import { freeStackPorts, launchChromium, outputDir, testSiteEnv } from '../site.ts';

export type ScenarioStack = Awaited<ReturnType<typeof StackModule.startStack>>;

export interface ArtefactSite {
  stack: ScenarioStack;
  base: string;
  /** The same site by its loopback address (the default account), for Node's fetch, which cannot resolve *.localhost. */
  local: string;
  browser: Browser;
  controlFile: string;
  close(): Promise<void>;
}

/** Starts the scratch repository's stack with `artefacts` ({ part: artefact folder }). */
export async function startArtefactSite(
  scratchRoot: string,
  artefacts: Record<string, string>,
  env: Record<string, string>,
): Promise<ArtefactSite> {
  const stackModule = (await import(
    pathToFileURL(join(scratchRoot, 'deploy', 'stack.mjs')).href
  )) as typeof StackModule;
  mkdirSync(outputDir, { recursive: true });
  const stackLog = createWriteStream(join(outputDir, 'scenario-stack.log'));
  const log = (line: string) => stackLog.write(`[scenario] ${line}\n`);
  const pg = await stackModule.findPostgres({ log });
  const redis = await stackModule.findRedis({ log });
  const suffix = randomBytes(4).toString('hex');
  const databaseUrl = stackModule.withDatabase(pg.url, `scenario_${suffix}`);
  const mailDir = await mkdtemp(join(tmpdir(), 'scenario-mail-'));
  const controlFile = join(scratchRoot, 'data', 'stack-control.json');
  const ports = await freeStackPorts();
  for (const [key, value] of Object.entries(env)) process.env[key] = value;
  const stack = await stackModule.startStack({
    databaseUrl,
    redisUrl: redis.url,
    redisPrefix: `scenario_${suffix}`,
    ports,
    seed: 'fixtures',
    env: { ...testSiteEnv(mailDir), ...env },
    dataDir: join(scratchRoot, 'data'),
    artefacts,
    control: { file: controlFile },
    onLine: (name, line) => stackLog.write(`[${name}] ${line}\n`),
    log,
  } as Parameters<typeof stackModule.startStack>[0]);
  const browser = await launchChromium();
  return {
    stack,
    base: `http://md001.localhost:${stack.port}`,
    local: `http://127.0.0.1:${stack.port}`,
    browser,
    controlFile,
    async close() {
      await browser.close().catch(() => {});
      await stack.stop();
      await stackModule.dropDatabase(databaseUrl).catch(() => {});
      await stackModule.deleteRedisPrefix(redis.url, `scenario_${suffix}`).catch(() => {});
      stackModule.stopOwned(pg.owned);
      stackModule.stopOwned(redis.owned);
      await rm(mailDir, { recursive: true, force: true });
      stackLog.end();
    },
  };
}
