// Recording provider verifications (recordVerifications.mjs): reading the failing pairs from the
// verifier's output (a fixture and the real Pact verifier's), the rows a run writes per consumer
// version and pact content, and the matrix file's determinism.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { readMatrix, recordRows } from './matrix.mjs';
import { partOf, repoRoot } from './parts.mjs';
import { parseFailures, rowsForRun } from './recordVerifications.mjs';

/** A pactsFor entry (one consumer version's pact content). */
const pact = (consumer, consumerVersion, provider, hash) => ({
  name: `${consumer}-${provider}.json`,
  consumer,
  consumerVersion,
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

describe('recording verifications', () => {
  const output = [
    '\u001b[1mVerifying a pact between \u001b[1mmfe-drive\u001b[0m and \u001b[1msvc-files\u001b[0m',
    'Failures:',
    '',
    '1) Verifying a pact between mfe-admin and svc-files Given a folder - GET /api/files/root',
    '    1.1) has a matching body',
    'There were 1 pact failures',
  ].join('\n');
  // what svc-files 0.2.0's run verified: mfe-admin 0.1.0, the workspace's mfe-drive 0.3.0 and the
  // deployed mfe-drive 0.2.0 (other content); the svc-identity pact is another provider's
  const filesPacts = [
    pact('mfe-admin', '0.1.0', 'svc-files', 'A'),
    pact('mfe-drive', '0.3.0', 'svc-files', 'D'),
    pact('mfe-drive', '0.2.0', 'svc-files', 'D0'),
    pact('mfe-drive', '0.3.0', 'svc-identity', 'I'),
  ];
  const providerVersion = '0.2.0';

  it('reads the failing pairs from the verifier output (list and error JSON)', () => {
    const failures = parseFailures(
      `${output}\n{"errors":[{"interaction":"Verifying a pact between w and svc-files-upload-producer - an upload job","x":1}]}`,
    );
    assert.deepEqual([...failures.keys()], ['mfe-admin\u0000svc-files', 'w\u0000svc-files-upload-producer']);
    assert.deepEqual(failures.get('mfe-admin\u0000svc-files'), ['given a folder - GET /api/files/root']);
  });

  it('a passing run verifies every consumer version and content of the provider, a failing one only the named pairs', () => {
    const passed = rowsForRun({
      part: 'svc-files',
      exitCode: 0,
      output: '',
      pacts: filesPacts,
      providerVersion,
    });
    assert.deepEqual(
      passed.rows.map((r) => [r.consumer, r.consumerVersion, r.providerVersion, r.pactHash, r.success]),
      [
        ['mfe-admin', '0.1.0', '0.2.0', 'A', true],
        ['mfe-drive', '0.3.0', '0.2.0', 'D', true],
        ['mfe-drive', '0.2.0', '0.2.0', 'D0', true],
      ],
    );
    const failed = rowsForRun({ part: 'svc-files', exitCode: 1, output, pacts: filesPacts, providerVersion });
    assert.deepEqual(
      failed.rows.map((r) => [r.consumer, r.success]),
      [['mfe-admin', false]],
    );
    assert.deepEqual(failed.skipped, [
      'mfe-drive-svc-files.json (mfe-drive 0.3.0)',
      'mfe-drive-svc-files.json (mfe-drive 0.2.0)',
    ]);
    const crashed = rowsForRun({
      part: 'svc-files',
      exitCode: 1,
      output: 'database down',
      pacts: filesPacts,
      providerVersion,
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
        providerVersion,
      });
      // the output names the pair, not the version: every mfe-drive version verified is failed
      assert.deepEqual(
        rows.map((r) => [r.consumer, r.consumerVersion, r.providerVersion, r.success, r.failures]),
        [
          ['mfe-drive', '0.3.0', '0.2.0', false, ['given a folder - the root folder']],
          ['mfe-drive', '0.2.0', '0.2.0', false, ['given a folder - the root folder']],
        ],
      );
      assert.deepEqual(skipped, ['mfe-admin-svc-files.json (mfe-admin 0.1.0)']);
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
      // a newer result for the same versions replaces the old one, whatever content it had
      assert.equal(recordRows([row('a', '0.1.0', 'p', '0.1.0', 'H2', false)], file), true);
      assert.deepEqual(
        readMatrix(file).map((r) => [r.pactHash, r.success]),
        [
          ['H2', false],
          ['H', true],
        ],
      );
      // two contents of one consumer version verified in one run are both kept
      recordRows([row('c', '0.1.0', 'p', '0.1.0', 'X'), row('c', '0.1.0', 'p', '0.1.0', 'Y')], file);
      assert.deepEqual(
        readMatrix(file)
          .filter((r) => r.consumer === 'c')
          .map((r) => r.pactHash),
        ['X', 'Y'],
      );
      // the reason as one string: a list would be reflowed by prettier (`npm run lint`)
      assert.equal(readMatrix(file)[0].failures, 'given an event - GET /api/event/1: has a matching body');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
