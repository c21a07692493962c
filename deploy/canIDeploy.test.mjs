// can-i-deploy ("may this version of this part run with what is deployed in that environment?",
// answered from the pacts published per consumer version, the verification matrix and the record of
// deployments). The decision on fixture pacts and matrices, then the command on a fixture repository
// and store in a temporary directory. Recording verifications: contracts/recordVerifications.test.mjs;
// the store: contracts/store.test.mjs.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { main } from './canIDeploy.mjs';
import { canIDeploy } from './contracts/canIDeploy.mjs';
import { recordRows } from './contracts/matrix.mjs';
import { PARTS, pactHash, partOf } from './contracts/parts.mjs';
import { publishPacts } from './contracts/store.mjs';

const pact = (consumer, provider, hash) => ({
  file: `${consumer}-${provider}.json`,
  consumer,
  provider,
  consumerPart: partOf(consumer),
  providerPart: partOf(provider),
  hash,
});
const row = (consumer, consumerVersion, provider, providerVersion, pactHashValue, success = true) => ({
  consumer,
  consumerVersion,
  provider,
  providerVersion,
  pact: `${consumer}-${provider}.json`,
  pactHash: pactHashValue,
  success,
  ...(success ? {} : { failures: ['given an event - GET /api/event/1: has a matching body'] }),
});

// mfe-events 0.2.0 calls svc-events (pact E2) and svc-identity; its 0.1.0 had pact E1 with
// svc-events. svc-events calls svc-identity and sends mail to svc-identity's email worker (a message
// pact, svc-identity consumes it). mfe-quiz has no pacts.
const published = {
  'mfe-events@0.2.0': [pact('mfe-events', 'svc-events', 'E2'), pact('mfe-events', 'svc-identity', 'MI')],
  'mfe-events@0.1.0': [pact('mfe-events', 'svc-events', 'E1')],
  'svc-events@0.1.0': [pact('svc-events', 'svc-identity', 'SI')],
  'svc-events@0.2.0': [pact('svc-events', 'svc-identity', 'SI')],
  'svc-identity@0.1.0': [pact('svc-identity-email-worker', 'svc-events-email-producer', 'MAIL')],
  'mfe-quiz@0.1.0': [],
};
const withPacts = new Set(['mfe-events', 'svc-events', 'svc-identity']);
const production = {
  'mfe-events': '0.2.0',
  'svc-events': '0.1.0',
  'svc-identity': '0.1.0',
  'mfe-quiz': '0.1.0',
};
const verifiedToday = [
  row('mfe-events', '0.2.0', 'svc-events', '0.1.0', 'E2'),
  row('mfe-events', '0.2.0', 'svc-events', '0.2.0', 'E2'),
  row('mfe-events', '0.2.0', 'svc-identity', '0.1.0', 'MI'),
  row('svc-events', '0.1.0', 'svc-identity', '0.1.0', 'SI'),
  row('svc-events', '0.2.0', 'svc-identity', '0.1.0', 'SI'),
  row('svc-identity-email-worker', '0.1.0', 'svc-events-email-producer', '0.1.0', 'MAIL'),
  row('svc-identity-email-worker', '0.1.0', 'svc-events-email-producer', '0.2.0', 'MAIL'),
];
const decide = (part, version, matrix, deployed = production, pacts = published) =>
  canIDeploy({
    part,
    version,
    deployed,
    matrix,
    pactsOf: (p, v) => pacts[`${p}@${v}`] ?? null,
    hasPacts: (p) => withPacts.has(p),
  });
const resultOf = (answer, consumer, provider) =>
  answer.checks.find((c) => c.consumer === consumer && c.provider === provider)?.result;

describe('can-i-deploy: the decision', () => {
  it('allows a version whose every consumer and provider pair is verified', () => {
    const answer = decide('svc-events', '0.2.0', verifiedToday);
    assert.equal(answer.ok, true, JSON.stringify(answer, null, 2));
    // as provider of mfe-events and of the email worker's messages, as consumer of svc-identity
    assert.equal(resultOf(answer, 'mfe-events', 'svc-events'), 'verified');
    assert.equal(resultOf(answer, 'svc-identity-email-worker', 'svc-events-email-producer'), 'verified');
    assert.equal(resultOf(answer, 'svc-events', 'svc-identity'), 'verified');
    assert.equal(answer.checks.length, 3);
  });

  it('refuses a breaking provider change: its verification failed for a deployed consumer version', () => {
    const matrix = verifiedToday.map((r) =>
      r.consumer === 'mfe-events' && r.providerVersion === '0.2.0' && r.provider === 'svc-events'
        ? row('mfe-events', '0.2.0', 'svc-events', '0.2.0', 'E2', false)
        : r,
    );
    const answer = decide('svc-events', '0.2.0', matrix);
    assert.equal(answer.ok, false);
    const failed = answer.checks.find((c) => c.result === 'failed');
    assert.equal(failed.consumer, 'mfe-events');
    assert.equal(failed.consumerVersion, '0.2.0');
    assert.match(failed.reason, /verification by svc-events 0\.2\.0 failed: given an event/);
  });

  it('refuses a pair that was never verified', () => {
    const matrix = verifiedToday.filter(
      (r) => !(r.provider === 'svc-events-email-producer' && r.providerVersion === '0.2.0'),
    );
    const answer = decide('svc-events', '0.2.0', matrix);
    assert.equal(answer.ok, false);
    assert.equal(resultOf(answer, 'svc-identity-email-worker', 'svc-events-email-producer'), 'unverified');
    assert.equal(resultOf(answer, 'mfe-events', 'svc-events'), 'verified');
  });

  it("checks a provider against the deployed consumer version's own pact, not the newest one", () => {
    // mfe-events 0.1.0 (pact E1) is deployed; svc-events 0.2.0 dropped what E1 used
    const matrix = [
      ...verifiedToday,
      row('mfe-events', '0.1.0', 'svc-events', '0.1.0', 'E1'),
      row('mfe-events', '0.1.0', 'svc-events', '0.2.0', 'E1', false),
    ];
    const answer = decide('svc-events', '0.2.0', matrix, { ...production, 'mfe-events': '0.1.0' });
    assert.equal(answer.ok, false);
    assert.deepEqual(
      answer.checks
        .filter((c) => c.result === 'failed')
        .map((c) => `${c.consumer} ${c.consumerVersion} ${c.pact}`),
      ['mfe-events 0.1.0 mfe-events-svc-events.json'],
    );
    // the same provider version is fine where the consumer runs 0.2.0 (pact E2)
    assert.equal(decide('svc-events', '0.2.0', matrix).ok, true);
  });

  it('checks the candidate as consumer against the provider versions deployed', () => {
    assert.equal(decide('mfe-events', '0.2.0', verifiedToday).ok, true);
    const answer = decide('mfe-events', '0.2.0', verifiedToday, { ...production, 'svc-events': '0.0.9' });
    assert.equal(answer.ok, false);
    assert.equal(resultOf(answer, 'mfe-events', 'svc-events'), 'unverified');
    assert.equal(resultOf(answer, 'mfe-events', 'svc-identity'), 'verified');
  });

  it('matches by pact content: a new consumer version with the same content shares the verification', () => {
    const pacts = { ...published, 'mfe-events@0.2.1': published['mfe-events@0.2.0'] };
    assert.equal(decide('mfe-events', '0.2.1', verifiedToday, production, pacts).ok, true);
    // and a version whose content changed is not verified by the old rows
    const changed = { ...published, 'mfe-events@0.2.1': [pact('mfe-events', 'svc-events', 'E3')] };
    const answer = decide('mfe-events', '0.2.1', verifiedToday, production, changed);
    assert.equal(answer.ok, false);
    assert.match(answer.checks[0].reason, /no verification of this pact by svc-events 0\.1\.0/);
  });

  it('says the pact changed when the same consumer version was verified with other content', () => {
    const changed = { ...published, 'mfe-events@0.2.0': [pact('mfe-events', 'svc-events', 'E3')] };
    const answer = decide('mfe-events', '0.2.0', verifiedToday, production, changed);
    assert.equal(answer.ok, false);
    assert.match(answer.checks[0].reason, /the pact changed since svc-events 0\.1\.0 verified it/);
  });

  it('skips a provider that is not deployed, and allows a part without pacts', () => {
    const answer = decide('mfe-events', '0.2.0', verifiedToday, { 'svc-identity': '0.1.0' });
    assert.equal(answer.ok, true);
    assert.equal(resultOf(answer, 'mfe-events', 'svc-events'), 'skipped');
    const quiz = decide('mfe-quiz', '0.1.0', verifiedToday);
    assert.equal(quiz.ok, true);
    assert.deepEqual(quiz.checks, []);
  });

  it('refuses an unknown version of a part that has pacts', () => {
    const answer = decide('mfe-events', '9.9.9', verifiedToday);
    assert.equal(answer.ok, false);
    assert.match(answer.notes.join('\n'), /mfe-events 9\.9\.9 is unknown/);
  });

  it('refuses a provider version when a deployed consumer version has no published pacts', () => {
    const answer = decide('svc-events', '0.2.0', verifiedToday, { ...production, 'mfe-events': '0.0.1' });
    assert.equal(answer.ok, false);
    assert.match(
      answer.notes.join('\n'),
      /mfe-events 0\.0\.1 \(deployed in production\) has no published pacts/,
    );
  });
});

describe('can-i-deploy: the command on a fixture repository and store', () => {
  let root;
  let store;
  const write = (file, json) => {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, JSON.stringify(json));
  };
  const eventsPact = (fields) => ({
    consumer: { name: 'mfe-events' },
    provider: { name: 'svc-events' },
    interactions: [{ description: 'list', response: { body: fields } }],
  });
  const v1 = eventsPact({ id: 1 });
  const v2 = eventsPact({ id: 1, title: 'x' });
  const run = (...args) => {
    const lines = [];
    const code = main(args, { root, store, log: (l) => lines.push(l) });
    return { code, text: lines.join('\n') };
  };
  const deployedIn = (environment) =>
    JSON.parse(readFileSync(join(store, 'environments', `${environment}.json`), 'utf8')).parts;

  before(() => {
    delete process.env.PACT_BROKER_BASE_URL;
    root = mkdtempSync(join(tmpdir(), 'candeploy-'));
    store = join(root, 'store');
    for (const part of PARTS)
      write(join(root, part, 'package.json'), {
        name: `@portal/${part}`,
        version: { 'svc-events': '0.3.0', 'mfe-events': '0.2.0' }[part] ?? '0.1.0',
      });
    // mfe-events 0.1.0 was released with v1; the workspace (0.2.0, not published yet) has v2
    write(join(root, 'released', 'mfe-events-svc-events.json'), v1);
    publishPacts({
      part: 'mfe-events',
      version: '0.1.0',
      files: [join(root, 'released', 'mfe-events-svc-events.json')],
      store,
      root,
    });
    write(join(root, 'contracts', 'pacts', 'mfe-events-svc-events.json'), v2);
    write(join(store, 'environments', 'production.json'), {
      about: 'kept',
      parts: { 'mfe-events': '0.1.0', 'svc-events': '0.1.0' },
    });
    write(join(store, 'environments', 'staging.json'), {
      parts: { 'mfe-events': '0.2.0', 'svc-events': '0.3.0' },
    });
    recordRows(
      [
        row('mfe-events', '0.1.0', 'svc-events', '0.1.0', pactHash(v1)),
        row('mfe-events', '0.1.0', 'svc-events', '0.2.0', pactHash(v1), false),
        row('mfe-events', '0.1.0', 'svc-events', '0.3.0', pactHash(v1)),
        row('mfe-events', '0.2.0', 'svc-events', '0.3.0', pactHash(v2)),
      ],
      join(store, 'verifications.json'),
    );
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('prints a table and exits 1 for a provider version that broke the deployed consumer', () => {
    const { code, text } = run('--part', 'svc-events', '--version', '0.2.0', '--record');
    assert.equal(code, 1);
    assert.match(text, /^consumer +\| provider +\| pact/m);
    assert.match(text, /mfe-events 0\.1\.0 \| svc-events 0\.2\.0 \| mfe-events-svc-events\.json \| failed/);
    assert.match(text, /Computer says no: svc-events 0\.2\.0 cannot be deployed to production/);
    assert.equal(deployedIn('production')['svc-events'], '0.1.0', 'a no is not recorded');
  });

  it("answers for the consumer's unpublished workspace version from the workspace's pact, per environment", () => {
    // v2 is verified by svc-events 0.3.0 (staging), not by 0.1.0 (production)
    const production = run('--part', 'mfe-events', '--to', 'production');
    assert.equal(production.code, 1, production.text);
    assert.match(production.text, /mfe-events 0\.2\.0 \| svc-events 0\.1\.0 .*\| unverified/);
    const staging = run('--part', 'mfe-events', '--version', '0.2.0', '--to', 'staging', '--json');
    assert.equal(staging.code, 0, staging.text);
    const answer = JSON.parse(staging.text);
    assert.equal(answer.environment, 'staging');
    assert.deepEqual(
      answer.checks.map((c) => [c.consumerVersion, c.providerVersion, c.result]),
      [['0.2.0', '0.3.0', 'verified']],
    );
  });

  it('answers for a published consumer version from its stored pact', () => {
    const { code, text } = run('--part', 'mfe-events', '--version', '0.1.0');
    assert.equal(code, 0, text);
    assert.match(text, /mfe-events 0\.1\.0 \| svc-events 0\.1\.0 .*\| verified/);
  });

  it('exits 0 for a verified version and --record records the deployment', () => {
    const { code, text } = run('--part', 'svc-events', '--version', '0.3.0', '--record');
    assert.equal(code, 0, text);
    assert.match(text, /mfe-events 0\.1\.0 \| svc-events 0\.3\.0 \| mfe-events-svc-events\.json \| verified/);
    assert.match(
      text,
      /Computer says yes: svc-events 0\.3\.0 can be deployed to production \(1 pairs checked\)/,
    );
    assert.match(text, /recorded: svc-events 0\.3\.0 deployed in production/);
    const json = JSON.parse(readFileSync(join(store, 'environments', 'production.json'), 'utf8'));
    assert.deepEqual(json, { about: 'kept', parts: { 'svc-events': '0.3.0', 'mfe-events': '0.1.0' } });
  });

  it('--all checks every part at its package.json version against production', () => {
    const yes = run('--all');
    assert.equal(yes.code, 0, yes.text);
    assert.match(yes.text, /^yes: svc-events 0\.3\.0 \(1 pairs\)$/m);
    assert.match(yes.text, /^yes: mfe-events 0\.2\.0 \(1 pairs\)$/m);
    assert.match(yes.text, /^yes: mfe-quiz 0\.1\.0 \(0 pairs\)$/m);
    assert.match(yes.text, /^yes: deploy 0\.1\.0 \(0 pairs\)$/m);
    // svc-events 0.3.0 now fails the workspace's mfe-events pact: mfe-events 0.2.0 may not go out
    recordRows(
      [row('mfe-events', '0.2.0', 'svc-events', '0.3.0', pactHash(v2), false)],
      join(store, 'verifications.json'),
    );
    const no = run('--all');
    assert.equal(no.code, 1, no.text);
    assert.match(no.text, /Computer says no: mfe-events 0\.2\.0 cannot be deployed to production/);
    assert.match(no.text, /^yes: svc-events 0\.3\.0 \(1 pairs\)$/m);
  });

  it('--all notes when the workspace changed pacts of an already published version', () => {
    // mfe-events 0.2.0 published with the released content; the workspace has v2 under the same version
    publishPacts({
      part: 'mfe-events',
      version: '0.2.0',
      files: [join(root, 'released', 'mfe-events-svc-events.json')],
      store,
      root,
    });
    const { text } = run('--all');
    assert.match(
      text,
      /the workspace's pacts of mfe-events differ from those published for 0\.2\.0: checked the published ones/,
    );
    assert.match(text, /^yes: svc-events /m);
  });

  it('refuses an unknown environment or part with exit 2, an unknown version with exit 1', () => {
    const env = run('--part', 'svc-events', '--to', 'moon');
    assert.equal(env.code, 2);
    assert.match(env.text, /unknown environment 'moon' \(known: production, staging;/);
    assert.equal(run('--part', 'svc-nothing').code, 2);
    const version = run('--part', 'mfe-events', '--version', '7.0.0');
    assert.equal(version.code, 1);
    assert.match(version.text, /mfe-events 7\.0\.0 is unknown/);
  });
});
