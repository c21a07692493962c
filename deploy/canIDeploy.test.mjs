// can-i-deploy ("a script answers 'can this version of this part be deployed with the
// versions of the others that are running?' from the pact files and the versions"; "a breaking
// provider change is detected"). The decision on fixture pacts and matrices, the command on a fixture
// repository, the recorder's parsing of verifier output and the matrix file's determinism.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { main } from './canIDeploy.mjs';
import { canIDeploy } from './contracts/canIDeploy.mjs';
import { readMatrix, recordRows } from './contracts/matrix.mjs';
import { loadPacts, pactHash, partOf, repoRoot } from './contracts/parts.mjs';
import { parseFailures, rowsForRun } from './contracts/recordVerifications.mjs';

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

// today: mfe-events 0.2.0 calls svc-events (pact E2) and svc-identity; svc-events calls svc-identity
// and sends mail to svc-identity's email worker (a message pact, svc-identity consumes it).
const pacts = [
  pact('mfe-events', 'svc-events', 'E2'),
  pact('mfe-events', 'svc-identity', 'MI'),
  pact('svc-events', 'svc-identity', 'SI'),
  pact('svc-identity-email-worker', 'svc-events-email-producer', 'MAIL'),
];
const current = {
  'mfe-events': '0.2.0',
  'svc-events': '0.2.0',
  'svc-identity': '0.1.0',
  'mfe-quiz': '0.1.0',
};
const running = {
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
const decide = (part, version, matrix, env = running) =>
  canIDeploy({ part, version, running: env, pacts, matrix, current });
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

  it('refuses a breaking provider change: its verification failed for a running consumer version', () => {
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

  it('checks the consumers of the part at their running versions (an older consumer still running)', () => {
    // mfe-events 0.1.0 (pact E1, recorded in the matrix) still runs; svc-events 0.2.0 dropped what it used
    const older = [
      ...verifiedToday,
      row('mfe-events', '0.1.0', 'svc-events', '0.1.0', 'E1'),
      row('mfe-events', '0.1.0', 'svc-events', '0.2.0', 'E1', false),
    ];
    const answer = decide('svc-events', '0.2.0', older, { ...running, 'mfe-events': '0.1.0' });
    assert.equal(answer.ok, false);
    assert.deepEqual(
      answer.checks.filter((c) => c.result === 'failed').map((c) => `${c.consumer} ${c.consumerVersion}`),
      ['mfe-events 0.1.0'],
    );
    // the same provider version is fine once that consumer runs the new version
    assert.equal(decide('svc-events', '0.2.0', older).ok, true);
  });

  it('checks the providers of the part at their running versions', () => {
    // mfe-events 0.2.0 against svc-events 0.1.0: verified; against a running svc-events 0.0.9: never
    assert.equal(decide('mfe-events', '0.2.0', verifiedToday).ok, true);
    const answer = decide('mfe-events', '0.2.0', verifiedToday, { ...running, 'svc-events': '0.0.9' });
    assert.equal(answer.ok, false);
    assert.equal(resultOf(answer, 'mfe-events', 'svc-events'), 'unverified');
    assert.equal(resultOf(answer, 'mfe-events', 'svc-identity'), 'verified');
  });

  it('refuses when the pact changed since the provider verified it (same versions, new content)', () => {
    const changed = pacts.map((p) =>
      p.consumer === 'mfe-events' && p.provider === 'svc-events' ? { ...p, hash: 'E3' } : p,
    );
    const answer = canIDeploy({
      part: 'mfe-events',
      version: '0.2.0',
      running,
      pacts: changed,
      matrix: verifiedToday,
      current,
    });
    assert.equal(answer.ok, false);
    assert.match(
      answer.checks.find((c) => c.result === 'unverified').reason,
      /the pact changed since svc-events 0\.1\.0 verified it/,
    );
  });

  it('shares a verification between consumer versions with the same pact content (as a broker does)', () => {
    const bumped = { ...current, 'mfe-events': '0.2.1' };
    const answer = canIDeploy({
      part: 'mfe-events',
      version: '0.2.1',
      running,
      pacts,
      matrix: verifiedToday,
      current: bumped,
    });
    assert.equal(answer.ok, true, JSON.stringify(answer.checks));
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
});

describe('can-i-deploy: pacticipants and pact files', () => {
  it('maps every pacticipant name of contracts/pacts to its part', () => {
    assert.equal(partOf('shell-kit'), 'shell/kit');
    assert.equal(partOf('shell'), 'shell');
    assert.equal(partOf('svc-files-upload-worker'), 'svc-files');
    assert.equal(partOf('svc-events-email-producer'), 'svc-events');
    assert.equal(partOf('svc-events-teams'), 'svc-events');
    assert.equal(partOf('svc-identityx'), null);
    for (const p of loadPacts()) {
      assert.ok(p.consumerPart, `${p.file}: consumer ${p.consumer} belongs to no part`);
      assert.ok(p.providerPart, `${p.file}: provider ${p.provider} belongs to no part`);
    }
  });

  it('hashes pact content without the writer metadata and independent of key order', () => {
    const a = { consumer: { name: 'a' }, provider: { name: 'b' }, interactions: [{ x: 1, y: 2 }] };
    const b = {
      interactions: [{ y: 2, x: 1 }],
      provider: { name: 'b' },
      consumer: { name: 'a' },
      metadata: { v: 2 },
    };
    assert.equal(pactHash(a), pactHash(b));
    assert.notEqual(pactHash(a), pactHash({ ...a, interactions: [{ x: 1, y: 3 }] }));
  });
});

describe('can-i-deploy: the command on a fixture repository', () => {
  const root = mkdtempSync(join(tmpdir(), 'candeploy-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  const write = (file, json) => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), JSON.stringify(json));
  };
  const parts = [
    'contracts',
    'gateway',
    'svc-identity',
    'svc-events',
    'svc-files',
    'shell',
    'shell/kit',
    'mfe-events',
    'mfe-admin',
    'mfe-drive',
    'mfe-quiz',
  ];
  for (const part of parts)
    write(`${part}/package.json`, {
      name: `@portal/${part}`,
      version: part === 'svc-events' ? '0.2.0' : '0.1.0',
    });
  const eventsPact = {
    consumer: { name: 'mfe-events' },
    provider: { name: 'svc-events' },
    interactions: [{ description: 'list' }],
  };
  write('contracts/pacts/mfe-events-svc-events.json', eventsPact);
  const hash = pactHash(eventsPact);
  const envFile = join(root, 'running.json');
  const matrixFile = join(root, 'matrix.json');
  write('running.json', { parts: { 'mfe-events': '0.1.0', 'svc-events': '0.1.0' } });
  recordRows(
    [
      row('mfe-events', '0.1.0', 'svc-events', '0.1.0', hash),
      row('mfe-events', '0.1.0', 'svc-events', '0.2.0', hash, false),
      row('mfe-events', '0.1.0', 'svc-events', '0.3.0', hash),
    ],
    matrixFile,
  );
  const run = (...args) => {
    const lines = [];
    const code = main([...args, '--env', envFile, '--matrix', matrixFile], {
      root,
      log: (l) => lines.push(l),
    });
    return { code, text: lines.join('\n') };
  };

  it('prints a table and exits 1 for a provider version that broke the running consumer', () => {
    const { code, text } = run('--part', 'svc-events', '--version', '0.2.0', '--record');
    assert.equal(code, 1);
    assert.match(text, /^consumer +\| provider +\| pact/m);
    assert.match(text, /mfe-events 0\.1\.0 \| svc-events 0\.2\.0 \| mfe-events-svc-events\.json \| failed/);
    assert.match(text, /Computer says no: svc-events 0\.2\.0 cannot be deployed/);
    assert.equal(
      JSON.parse(readFileSync(envFile, 'utf8')).parts['svc-events'],
      '0.1.0',
      'a no is not recorded',
    );
  });

  it('exits 0 for a verified version and --record writes it as running', () => {
    const { code, text } = run('--part', 'svc-events', '--version', '0.3.0', '--record');
    assert.equal(code, 0, text);
    assert.match(text, /mfe-events 0\.1\.0 \| svc-events 0\.3\.0 \| mfe-events-svc-events\.json \| verified/);
    assert.match(text, /Computer says yes: svc-events 0\.3\.0 can be deployed \(1 pairs checked\)/);
    assert.equal(JSON.parse(readFileSync(envFile, 'utf8')).parts['svc-events'], '0.3.0');
  });

  it('--all checks every part at its package.json version and says no when one is not deployable', () => {
    const { code, text } = run('--all');
    assert.equal(code, 1);
    assert.match(text, /^yes: mfe-events 0\.1\.0 \(1 pairs\)$/m);
    assert.match(text, /^yes: mfe-quiz 0\.1\.0 \(0 pairs\)$/m);
    assert.match(text, /Computer says no: svc-events 0\.2\.0 cannot be deployed/);
  });

  it('takes the version from package.json by default and refuses a bad part with exit 2', () => {
    assert.match(run('--part', 'svc-events').text, /svc-events 0\.2\.0 cannot be deployed/);
    assert.equal(run('--part', 'svc-nothing').code, 2);
  });
});

describe('can-i-deploy: recording verifications', () => {
  const output = [
    '\u001b[1mVerifying a pact between \u001b[1mmfe-drive\u001b[0m and \u001b[1msvc-files\u001b[0m',
    'Failures:',
    '',
    '1) Verifying a pact between mfe-admin and svc-files Given a folder - GET /api/files/root',
    '    1.1) has a matching body',
    'There were 1 pact failures',
  ].join('\n');
  const filesPacts = [
    pact('mfe-admin', 'svc-files', 'A'),
    pact('mfe-drive', 'svc-files', 'D'),
    pact('mfe-drive', 'svc-identity', 'I'),
  ];
  const versions = {
    'mfe-admin': '0.1.0',
    'mfe-drive': '0.3.0',
    'svc-files': '0.2.0',
    'svc-identity': '0.1.0',
  };

  it('reads the failing pairs from the verifier output (list and error JSON)', () => {
    const failures = parseFailures(
      `${output}\n{"errors":[{"interaction":"Verifying a pact between w and svc-files-upload-producer - an upload job","x":1}]}`,
    );
    assert.deepEqual([...failures.keys()], ['mfe-admin\u0000svc-files', 'w\u0000svc-files-upload-producer']);
    assert.deepEqual(failures.get('mfe-admin\u0000svc-files'), ['given a folder - GET /api/files/root']);
  });

  it('a passing run verifies every pact of the provider, a failing one records only the named failures', () => {
    const passed = rowsForRun({ part: 'svc-files', exitCode: 0, output: '', pacts: filesPacts, versions });
    assert.deepEqual(
      passed.rows.map((r) => [r.consumer, r.consumerVersion, r.providerVersion, r.success]),
      [
        ['mfe-admin', '0.1.0', '0.2.0', true],
        ['mfe-drive', '0.3.0', '0.2.0', true],
      ],
    );
    const failed = rowsForRun({ part: 'svc-files', exitCode: 1, output, pacts: filesPacts, versions });
    assert.deepEqual(
      failed.rows.map((r) => [r.consumer, r.success]),
      [['mfe-admin', false]],
    );
    assert.deepEqual(failed.skipped, ['mfe-drive-svc-files.json']);
    const crashed = rowsForRun({
      part: 'svc-files',
      exitCode: 1,
      output: 'database down',
      pacts: filesPacts,
      versions,
    });
    assert.deepEqual(crashed.rows, []);
  });

  it("records a breaking provider from the real Pact verifier's output", () => {
    // the verifier (pact-js' Rust core, writing straight to stdout) against a provider whose answer
    // changed: what recordVerifications.mjs sees from `npm run test:provider`
    const dir = mkdtempSync(join(tmpdir(), 'candeploy-verify-'));
    try {
      const pactFile = join(dir, 'mfe-drive-svc-files.json');
      writeFileSync(
        pactFile,
        JSON.stringify({
          consumer: { name: 'mfe-drive' },
          provider: { name: 'svc-files' },
          interactions: [
            {
              description: 'the root folder',
              providerState: 'a folder',
              request: { method: 'GET', path: '/api/files/root' },
              response: { status: 200, body: { id: 'root' } },
            },
          ],
          metadata: { pactSpecification: { version: '3.0.0' } },
        }),
      );
      const script = `
        import { createServer } from 'node:http';
        import { Verifier } from '@pact-foundation/pact';
        const server = createServer((req, res) => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ folderID: 'root' }));
        }).listen(0, '127.0.0.1');
        await new Promise((r) => server.once('listening', r));
        try {
          await new Verifier({
            provider: 'svc-files',
            providerBaseUrl: 'http://127.0.0.1:' + server.address().port,
            pactUrls: [${JSON.stringify(pactFile)}],
            stateHandlers: { 'a folder': async () => undefined },
            logLevel: 'error',
          }).verifyProvider();
        } catch (error) {
          console.error(error.message);
          process.exitCode = 1;
        } finally {
          server.close();
        }`;
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: repoRoot,
        env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      assert.equal(run.status, 1, run.stdout + run.stderr);
      const { rows, skipped } = rowsForRun({
        part: 'svc-files',
        exitCode: run.status,
        output: run.stdout + run.stderr,
        pacts: filesPacts,
        versions,
      });
      assert.deepEqual(
        rows.map((r) => [r.consumer, r.providerVersion, r.success, r.failures]),
        [['mfe-drive', '0.2.0', false, ['given a folder - the root folder']]],
      );
      assert.deepEqual(skipped, ['mfe-admin-svc-files.json']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes the matrix sorted and only when a row changes (no churn in git)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'candeploy-matrix-'));
    try {
      const file = join(dir, 'm.json');
      const rows = [row('b', '0.1.0', 'p', '0.1.0', 'H'), row('a', '0.1.0', 'p', '0.1.0', 'H')];
      assert.equal(recordRows(rows, file), true);
      const text = readFileSync(file, 'utf8');
      assert.equal(recordRows([...rows].reverse(), file), false);
      assert.equal(readFileSync(file, 'utf8'), text);
      assert.deepEqual(
        readMatrix(file).map((r) => r.consumer),
        ['a', 'b'],
      );
      // a newer result for the same versions replaces the old one
      assert.equal(recordRows([row('a', '0.1.0', 'p', '0.1.0', 'H', false)], file), true);
      assert.deepEqual(
        readMatrix(file).map((r) => r.success),
        [false, true],
      );
      // the reason as one string: a list would be reflowed by prettier (`npm run lint`)
      assert.equal(readMatrix(file)[0].failures, 'given an event - GET /api/event/1: has a matching body');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
