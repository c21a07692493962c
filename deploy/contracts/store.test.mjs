// The pact store (store.mjs) on a fixture repository and store in a temporary directory: publishing
// is immutable per version, the selection a provider verifies (workspace + deployed consumer
// versions, one per content), record-deployment, and the committed store of this repository.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { main as publishCli } from './publishPacts.mjs';
import { main as recordDeploymentCli } from './recordDeployment.mjs';
import { PARTS, loadPacts, pactHash, repoRoot } from './parts.mjs';
import {
  deployedVersions,
  environmentNames,
  pactsFor,
  pactsOf,
  publishPacts,
  publishedVersions,
  readVerifications,
  recordDeployment,
  recordVerifications,
  storeDir,
} from './store.mjs';

// the file store, whatever the shell running the tests has configured
delete process.env.PACT_BROKER_BASE_URL;

const write = (file, json) => {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, `${JSON.stringify(json)}\n`);
};
const eventsPact = (fields, metadata = {}) => ({
  consumer: { name: 'mfe-events' },
  provider: { name: 'svc-events' },
  interactions: [{ description: 'list', response: { body: fields } }],
  metadata,
});

describe('pact store: publishing', () => {
  let root;
  let store;
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'pactstore-'));
    store = join(root, 'store');
    for (const part of PARTS)
      write(join(root, part, 'package.json'), { name: `@portal/${part}`, version: '0.1.0' });
    write(join(root, 'contracts', 'pacts', 'mfe-events-svc-events.json'), eventsPact({ id: 1 }));
    write(join(root, 'contracts', 'pacts', 'mfe-events-svc-identity.json'), {
      consumer: { name: 'mfe-events' },
      provider: { name: 'svc-identity' },
      interactions: [],
    });
    write(join(root, 'contracts', 'pacts', 'gateway-svc-identity.json'), {
      consumer: { name: 'gateway' },
      provider: { name: 'svc-identity' },
      interactions: [],
    });
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it("publishes a part's workspace pacts (only those it consumes) under its version, byte for byte", () => {
    const { written } = publishPacts({ part: 'mfe-events', version: '0.1.0', store, root });
    assert.deepEqual(written, ['mfe-events-svc-events.json', 'mfe-events-svc-identity.json']);
    assert.deepEqual(readdirSync(join(store, 'pacts', 'mfe-events', '0.1.0')).sort(), written);
    assert.equal(
      readFileSync(join(store, 'pacts', 'mfe-events', '0.1.0', 'mfe-events-svc-events.json'), 'utf8'),
      readFileSync(join(root, 'contracts', 'pacts', 'mfe-events-svc-events.json'), 'utf8'),
    );
    assert.deepEqual(publishedVersions('mfe-events', store), ['0.1.0']);
  });

  it('publishing the same content again does nothing (writer metadata aside)', () => {
    write(
      join(root, 'contracts', 'pacts', 'mfe-events-svc-events.json'),
      eventsPact({ id: 1 }, { pactRust: '9' }),
    );
    assert.deepEqual(publishPacts({ part: 'mfe-events', version: '0.1.0', store, root }), {
      written: [],
      unchanged: true,
    });
  });

  it('refuses to change a published version: other content, or a pact added or removed', () => {
    write(join(root, 'contracts', 'pacts', 'mfe-events-svc-events.json'), eventsPact({ id: 1, title: 'x' }));
    assert.throws(
      () => publishPacts({ part: 'mfe-events', version: '0.1.0', store, root }),
      /mfe-events 0\.1\.0 is already published with other pact content \(mfe-events-svc-events\.json\): a published version is immutable/,
    );
    const one = [join(root, 'contracts', 'pacts', 'mfe-events-svc-identity.json')];
    assert.throws(
      () => publishPacts({ part: 'mfe-events', version: '0.1.0', files: one, store, root }),
      /already published with other pact content \(mfe-events-svc-events\.json\)/,
    );
    // the stored content is the first publication's
    const stored = pactsOf('mfe-events', '0.1.0', { store, root });
    assert.equal(stored.find((p) => p.provider === 'svc-events').hash, pactHash(eventsPact({ id: 1 })));
    // the new content goes out as a new version
    assert.equal(publishPacts({ part: 'mfe-events', version: '0.2.0', store, root }).written.length, 2);
  });

  it("refuses a pact that is not the part's and an unknown part", () => {
    const gateway = [join(root, 'contracts', 'pacts', 'gateway-svc-identity.json')];
    assert.throws(
      () => publishPacts({ part: 'mfe-events', version: '0.3.0', files: gateway, store, root }),
      /its consumer 'gateway' is not part mfe-events/,
    );
    assert.throws(() => publishPacts({ part: 'svc-nothing', version: '0.1.0', store, root }), /unknown part/);
  });

  it('the publish command: exit 0 published, 1 on a changed published version, 2 on a bad part', () => {
    const lines = [];
    const log = (l) => lines.push(l);
    assert.equal(publishCli(['--part', 'gateway'], { root, store, log }), 0);
    assert.match(lines.pop(), /published gateway 0\.1\.0: gateway-svc-identity\.json/);
    assert.equal(publishCli(['--part', 'mfe-events', '--version', '0.1.0'], { root, store, log }), 1);
    assert.match(lines.pop(), /immutable/);
    assert.equal(publishCli(['--part', 'nope'], { root, store, log }), 2);
  });

  it("a part's pacts at a version: published, else the workspace's for its package.json version, else unknown", () => {
    assert.equal(pactsOf('mfe-events', '0.1.0', { store, root })[0].source, 'store');
    assert.equal(pactsOf('gateway', '0.1.0', { store, root })[0].source, 'store');
    assert.equal(pactsOf('svc-events', '0.1.0', { store, root }).length, 0);
    assert.equal(pactsOf('mfe-events', '5.0.0', { store, root }), null);
  });
});

describe('pact store: deployments and what a provider verifies', () => {
  let root;
  let store;
  const main = eventsPact({ id: 1, title: 'x' });
  const deployedOld = eventsPact({ id: 1 });
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'pactstore-select-'));
    store = join(root, 'store');
    for (const part of PARTS)
      write(join(root, part, 'package.json'), {
        name: `@portal/${part}`,
        version: part === 'mfe-events' ? '0.3.0' : '0.1.0',
      });
    write(join(root, 'old', 'mfe-events-svc-events.json'), deployedOld);
    write(join(root, 'contracts', 'pacts', 'mfe-events-svc-events.json'), main);
    const file = (dir) => [join(root, dir, 'mfe-events-svc-events.json')];
    publishPacts({ part: 'mfe-events', version: '0.1.0', files: file('old'), store, root });
    publishPacts({ part: 'mfe-events', version: '0.2.0', files: file('old'), store, root });
    publishPacts({ part: 'mfe-events', version: '0.3.0', files: file('contracts/pacts'), store, root });
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('records deployments per environment, keeping other keys, in part order, only when they change', () => {
    assert.deepEqual(environmentNames(store), []);
    assert.deepEqual(deployedVersions('production', store), {});
    assert.equal(
      recordDeployment({ environment: 'production', part: 'mfe-events', version: '0.1.0', store }),
      true,
    );
    assert.equal(
      recordDeployment({ environment: 'production', part: 'svc-events', version: '0.1.0', store }),
      true,
    );
    assert.equal(
      recordDeployment({ environment: 'production', part: 'svc-events', version: '0.1.0', store }),
      false,
    );
    assert.deepEqual(Object.keys(deployedVersions('production', store)), ['svc-events', 'mfe-events']);
    const lines = [];
    const code = recordDeploymentCli(
      ['--part', 'mfe-events', '--version', '0.2.0', '--environment', 'staging'],
      {
        root,
        store,
        log: (l) => lines.push(l),
      },
    );
    assert.equal(code, 0);
    assert.deepEqual(lines, ['recorded: mfe-events 0.2.0 deployed in staging']);
    assert.deepEqual(environmentNames(store), ['production', 'staging']);
    assert.deepEqual(deployedVersions('staging', store), { 'mfe-events': '0.2.0' });
    assert.throws(
      () => recordDeployment({ environment: '../x', part: 'shell', version: '1.0.0', store }),
      /bad environment/,
    );
    assert.equal(recordDeploymentCli(['--part', 'shell'], { root, store, log: () => {} }), 2);
  });

  it('selects the workspace pacts and the deployed consumer versions, one per content', () => {
    const selected = pactsFor({ provider: 'svc-events', store, root });
    assert.deepEqual(
      selected.map((p) => [p.consumerVersion, p.source, p.hash]),
      [
        ['0.3.0', 'main', pactHash(main)],
        ['0.1.0', 'deployed', pactHash(deployedOld)],
      ],
    );
    assert.equal(selected[1].file, join(store, 'pacts', 'mfe-events', '0.1.0', 'mfe-events-svc-events.json'));
    // without dedupe: every consumer version and content (what the recorder writes rows for)
    assert.deepEqual(
      pactsFor({ providerPart: 'svc-events', store, root, dedupe: false }).map((p) => p.consumerVersion),
      ['0.3.0', '0.1.0', '0.2.0'],
    );
  });

  it('narrows the environments (PACT_VERIFY_ENVIRONMENTS or the argument) and selects by provider', () => {
    const only = (environments) =>
      pactsFor({ provider: 'svc-events', environments, store, root, dedupe: false }).map(
        (p) => p.consumerVersion,
      );
    assert.deepEqual(only(['staging']), ['0.3.0', '0.2.0']);
    assert.deepEqual(only([]), ['0.3.0']);
    process.env.PACT_VERIFY_ENVIRONMENTS = 'production, nowhere';
    try {
      assert.deepEqual(only(undefined), ['0.3.0', '0.1.0']);
    } finally {
      delete process.env.PACT_VERIFY_ENVIRONMENTS;
    }
    assert.deepEqual(pactsFor({ provider: 'svc-identity', store, root }), []);
    assert.deepEqual(pactsFor({ providerPart: 'svc-identity', store, root }), []);
  });

  it('keeps one verification row per consumer version and content', () => {
    const row = (consumerVersion, hash, success = true) => ({
      consumer: 'mfe-events',
      consumerVersion,
      provider: 'svc-events',
      providerVersion: '0.1.0',
      pact: 'mfe-events-svc-events.json',
      pactHash: hash,
      success,
    });
    assert.equal(recordVerifications([row('0.1.0', 'A'), row('0.3.0', 'B')], store), true);
    assert.equal(recordVerifications([row('0.3.0', 'B'), row('0.1.0', 'A')], store), false);
    // a newer run for the same consumer and provider versions replaces what they had
    recordVerifications([row('0.3.0', 'C', false)], store);
    assert.deepEqual(
      readVerifications(store).map((r) => [r.consumerVersion, r.pactHash, r.success]),
      [
        ['0.1.0', 'A', true],
        ['0.3.0', 'C', false],
      ],
    );
  });
});

describe("pact store: this repository's", () => {
  it('is deploy/contracts/store unless PACT_STORE_DIR names another', () => {
    const saved = process.env.PACT_STORE_DIR;
    delete process.env.PACT_STORE_DIR;
    try {
      assert.equal(storeDir(), join(repoRoot, 'deploy', 'contracts', 'store'));
      process.env.PACT_STORE_DIR = '/tmp/other-store';
      assert.equal(storeDir(), '/tmp/other-store');
    } finally {
      if (saved === undefined) delete process.env.PACT_STORE_DIR;
      else process.env.PACT_STORE_DIR = saved;
    }
  });

  it("has every consumer part's pacts published for its package.json version or an earlier one", () => {
    const store = join(repoRoot, 'deploy', 'contracts', 'store');
    const consumers = [...new Set(loadPacts().map((p) => p.consumerPart))];
    for (const part of consumers)
      assert.notDeepEqual(publishedVersions(part, store), [], `${part}: no published pacts in ${store}`);
    assert.ok(environmentNames(store).includes('production'));
  });
});
