// `npm start` never signs with the public development value: the stack generates a random
// secret per data directory, keeps it (mode 0600) and reuses it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTEXT_SECRET_FILE, contextSecretFile, stackContextSecret } from './contextSecret.mjs';

const DEV_VALUE = 'dev-context-secret-change-me';

function tempDir(t) {
  const dir = mkdtempSync(join(tmpdir(), 'context-secret-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test('security: start generates a random secret per data directory, kept in a 0600 file and reused', (t) => {
  const dir = join(tempDir(t), 'data');
  const first = stackContextSecret({}, dir);
  const file = join(dir, CONTEXT_SECRET_FILE);
  assert.match(first.source, /generated into/);
  assert.ok(first.secret.length >= 32, `${first.secret.length} characters`);
  assert.notEqual(first.secret, DEV_VALUE);
  assert.equal(readFileSync(file, 'utf8').trim(), first.secret);
  assert.equal(statSync(file).mode & 0o777, 0o600);

  const again = stackContextSecret({}, dir);
  assert.equal(again.secret, first.secret, 'the next start signs with the same secret');
  assert.match(again.source, /read from/);

  const other = stackContextSecret({}, join(tempDir(t), 'data'));
  assert.notEqual(other.secret, first.secret, 'another data directory has its own secret');
});

test('CONTEXT_SECRET in the environment wins, and no file is written', (t) => {
  const dir = tempDir(t);
  const chosen = 'c'.repeat(40);
  assert.deepEqual(stackContextSecret({ CONTEXT_SECRET: chosen }, dir), {
    secret: chosen,
    source: 'CONTEXT_SECRET from the environment',
  });
  assert.throws(() => statSync(join(dir, CONTEXT_SECRET_FILE)), /ENOENT/);
});

test('a secret file with loose rights is narrowed to 0600; a too-short one is refused, not replaced', (t) => {
  const dir = tempDir(t);
  const file = join(dir, CONTEXT_SECRET_FILE);
  writeFileSync(file, `${'s'.repeat(40)}\n`, { mode: 0o644 });
  assert.equal(contextSecretFile(dir).secret, 's'.repeat(40));
  assert.equal(statSync(file).mode & 0o777, 0o600);
  writeFileSync(file, 'short\n');
  assert.throws(() => contextSecretFile(dir), /5 characters .*delete the file/);
  assert.equal(readFileSync(file, 'utf8'), 'short\n');
});

test('the stack no longer hard-codes the development secret', () => {
  const stack = readFileSync(new URL('./stack.mjs', import.meta.url), 'utf8');
  assert.doesNotMatch(stack, new RegExp(DEV_VALUE));
  assert.match(stack, /stackContextSecret\(/);
});
