// A real Pact Broker (broker.mjs): the pact-broker command lines built for publish,
// record-deployment and can-i-deploy (table-driven), and the three commands in broker mode run
// against a stand-in pact-broker executable that records its arguments (there is no broker here).
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { main as canIDeployCli } from '../canIDeploy.mjs';
import {
  branchName,
  brokerConfig,
  canIDeployCommand,
  pacticipantsOf,
  publishCommand,
  recordDeploymentCommands,
} from './broker.mjs';
import { PARTS, loadPacts, partOf } from './parts.mjs';
import { main as publishCli } from './publishPacts.mjs';
import { main as recordDeploymentCli } from './recordDeployment.mjs';

const URL = 'https://broker.example';

describe('pact broker: settings', () => {
  const cases = [
    [{}, null],
    [{ PACT_BROKER_BASE_URL: '  ' }, null],
    [
      { PACT_BROKER_BASE_URL: URL, PACT_BROKER_TOKEN: 't' },
      { baseUrl: URL, auth: 'token' },
    ],
    [
      { PACT_BROKER_BASE_URL: URL, PACT_BROKER_USERNAME: 'u', PACT_BROKER_PASSWORD: 'p' },
      { baseUrl: URL, auth: 'basic' },
    ],
    [{ PACT_BROKER_BASE_URL: URL }, { baseUrl: URL, auth: 'none' }],
  ];
  for (const [env, expected] of cases)
    it(`${JSON.stringify(env)} → ${JSON.stringify(expected)}`, () =>
      assert.deepEqual(brokerConfig(env), expected));

  it('takes the branch from PACT_BRANCH, then the CI, else main', () => {
    assert.equal(branchName({ PACT_BRANCH: 'feature/x', GITHUB_REF_NAME: 'y' }), 'feature/x');
    assert.equal(branchName({ GITHUB_REF_NAME: 'y' }), 'y');
    assert.equal(branchName({}), 'main');
  });
});

describe('pact broker: command lines', () => {
  const pacts = loadPacts();
  const cases = [
    // every pacticipant name of a part (names are not always part ids)
    ['svc-events', ['svc-events', 'svc-events-email-producer', 'svc-events-slips', 'svc-events-teams']],
    [
      'svc-identity',
      [
        'svc-identity',
        'svc-identity-email-producer',
        'svc-identity-email-worker',
        'svc-identity-favicon',
        'svc-identity-import-producer',
        'svc-identity-import-worker',
      ],
    ],
    ['shell/kit', ['shell-kit']],
    ['mfe-quiz', []],
  ];
  for (const [part, names] of cases)
    it(`the pacticipants of ${part}`, () => assert.deepEqual(pacticipantsOf(part, pacts), names));

  it('publish: the files, the consumer version and the branch', () => {
    assert.deepEqual(
      publishCommand({ files: ['/p/a.json', '/p/b.json'], version: '0.2.0', branch: 'main', baseUrl: URL }),
      [
        'publish',
        '/p/a.json',
        '/p/b.json',
        '--consumer-app-version',
        '0.2.0',
        '--branch',
        'main',
        '--broker-base-url',
        URL,
      ],
    );
  });

  it('record-deployment: one per pacticipant', () => {
    assert.deepEqual(
      recordDeploymentCommands({
        pacticipants: ['svc-events', 'svc-events-teams'],
        version: '0.2.0',
        environment: 'production',
        baseUrl: URL,
      }),
      [
        [
          'record-deployment',
          '--pacticipant',
          'svc-events',
          '--version',
          '0.2.0',
          '--environment',
          'production',
          '--broker-base-url',
          URL,
        ],
        [
          'record-deployment',
          '--pacticipant',
          'svc-events-teams',
          '--version',
          '0.2.0',
          '--environment',
          'production',
          '--broker-base-url',
          URL,
        ],
      ],
    );
  });

  it('can-i-deploy: every pacticipant of the part at the version, to the environment', () => {
    assert.deepEqual(
      canIDeployCommand({
        pacticipants: ['svc-files', 'svc-files-teams'],
        version: '1.0.0',
        environment: 'local',
        baseUrl: URL,
      }),
      [
        'can-i-deploy',
        '--pacticipant',
        'svc-files',
        '--version',
        '1.0.0',
        '--pacticipant',
        'svc-files-teams',
        '--version',
        '1.0.0',
        '--to-environment',
        'local',
        '--broker-base-url',
        URL,
      ],
    );
  });
});

describe('pact broker: the commands with PACT_BROKER_BASE_URL set', () => {
  let root;
  let calls;
  const saved = {};
  const run = (cli, args) => cli(args, { root, store: join(root, 'store'), log: () => {} });
  const recorded = () =>
    readFileSync(calls, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(' '));

  before(() => {
    root = mkdtempSync(join(tmpdir(), 'broker-'));
    calls = join(root, 'calls.txt');
    for (const part of PARTS) {
      mkdirSync(join(root, part), { recursive: true });
      writeFileSync(
        join(root, part, 'package.json'),
        JSON.stringify({ name: `@portal/${part}`, version: '0.4.0' }),
      );
    }
    mkdirSync(join(root, 'contracts', 'pacts'), { recursive: true });
    for (const [consumer, provider] of [
      ['svc-events', 'svc-identity'],
      ['svc-events-teams', 'svc-identity'],
      ['mfe-events', 'svc-events'],
    ])
      writeFileSync(
        join(root, 'contracts', 'pacts', `${consumer}-${provider}.json`),
        JSON.stringify({ consumer: { name: consumer }, provider: { name: provider }, interactions: [] }),
      );
    // the stand-in pact-broker: records its arguments; says no to can-i-deploy of version 9.9.9
    const bin = join(root, 'node_modules', '.bin', 'pact-broker');
    mkdirSync(join(bin, '..'), { recursive: true });
    writeFileSync(
      bin,
      `#!/bin/sh\necho "$*" >> ${JSON.stringify(calls)}\ncase "$*" in *9.9.9*) exit 1;; esac\n`,
    );
    chmodSync(bin, 0o755);
    for (const k of ['PACT_BROKER_BASE_URL', 'PACT_BRANCH']) saved[k] = process.env[k];
    process.env.PACT_BROKER_BASE_URL = URL;
    process.env.PACT_BRANCH = 'main';
  });
  after(() => {
    for (const [k, v] of Object.entries(saved))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    rmSync(root, { recursive: true, force: true });
  });

  it("publishes the part's pacts with its version", () => {
    writeFileSync(calls, '');
    assert.equal(run(publishCli, ['--part', 'svc-events']), 0);
    const pacts = join(root, 'contracts', 'pacts');
    assert.deepEqual(recorded(), [
      [
        'publish',
        join(pacts, 'svc-events-svc-identity.json'),
        join(pacts, 'svc-events-teams-svc-identity.json'),
        '--consumer-app-version',
        '0.4.0',
        '--branch',
        'main',
        '--broker-base-url',
        URL,
      ],
    ]);
  });

  it('records a deployment of every pacticipant of the part', () => {
    writeFileSync(calls, '');
    assert.equal(
      run(recordDeploymentCli, ['--part', 'svc-events', '--version', '0.4.0', '--environment', 'production']),
      0,
    );
    assert.deepEqual(
      recorded().map((args) => args[2]),
      ['svc-events', 'svc-events-teams'],
    );
  });

  it('asks the broker can-i-deploy (its exit code is the answer), and --record after a yes', () => {
    writeFileSync(calls, '');
    assert.equal(
      run(canIDeployCli, ['--part', 'svc-events', '--version', '9.9.9', '--to', 'staging', '--record']),
      1,
    );
    assert.deepEqual(recorded(), [
      [
        'can-i-deploy',
        '--pacticipant',
        'svc-events',
        '--version',
        '9.9.9',
        '--pacticipant',
        'svc-events-teams',
        '--version',
        '9.9.9',
        '--to-environment',
        'staging',
        '--broker-base-url',
        URL,
      ],
    ]);
    writeFileSync(calls, '');
    assert.equal(run(canIDeployCli, ['--part', 'svc-events', '--version', '0.4.0', '--record']), 0);
    assert.deepEqual(
      recorded().map((args) => args[0]),
      ['can-i-deploy', 'record-deployment', 'record-deployment'],
    );
  });

  it('maps each pacticipant of the real pacts to a part', () => {
    for (const p of loadPacts()) {
      assert.equal(partOf(p.consumer), p.consumerPart);
      assert.ok(p.consumerPart, `${p.file}: consumer ${p.consumer} belongs to no part`);
      assert.ok(p.providerPart, `${p.file}: provider ${p.provider} belongs to no part`);
    }
  });
});
