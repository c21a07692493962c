// Records which version of each part runs in an environment (a broker's record-deployment), through
// the pact store (deploy/contracts/store.mjs). When the store module is not there, the environment
// file is written in the store's format: <store>/environments/<env>.json = { parts: { part: version } }.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..', '..');

async function storeModule() {
  try {
    const store = await import('../contracts/store.mjs');
    return typeof store.recordDeployment === 'function' ? store : null;
  } catch (error) {
    if (error?.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('store.mjs')) return null;
    throw error;
  }
}

function environmentFile(environment) {
  const dir = process.env.PACT_STORE_DIR || join(repoRoot, 'deploy', 'contracts', 'store');
  return join(dir, 'environments', `${environment}.json`);
}

function writeDirectly(environment, versions) {
  const file = environmentFile(environment);
  const current = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const parts = { ...(current.parts ?? {}), ...versions };
  const sorted = Object.fromEntries(
    Object.keys(parts)
      .sort()
      .map((part) => [part, parts[part]]),
  );
  mkdirSync(join(file, '..'), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ ...current, parts: sorted }, null, 2)}\n`);
  renameSync(temporary, file); // a reader never sees half a file
}

/** Records { part: version, ... } as deployed in environment; resolves when written. */
export async function recordEnvironment(environment, versions) {
  const store = await storeModule();
  if (!store) return writeDirectly(environment, versions);
  for (const [part, version] of Object.entries(versions)) {
    await store.recordDeployment({ environment, part, version });
  }
}

/** What the store says is deployed in environment ({ part: version }; {} when nothing is). */
export async function deployedInEnvironment(environment) {
  const store = await storeModule();
  if (store && typeof store.deployedVersions === 'function')
    return (await store.deployedVersions(environment)) ?? {};
  const file = environmentFile(environment);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).parts ?? {}) : {};
}
