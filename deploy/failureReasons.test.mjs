// The summary of `npm test` says why a step failed (deploy/failureReasons.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { failureReasons } from './failureReasons.mjs';

const nodeSpec = `▶ the composed site
  ✔ passes (1ms)
  ✖ request a password reset (15234ms)
ℹ fail 1
✖ failing tests:

test at src/journeys.test.ts:93:3
✖ request a password reset, open the emailed link (15234.5ms)
  TimeoutError: locator.waitFor: Timeout 15000ms exceeded.
  Call log:
    - waiting for getByRole('link', { name: 'Setup MFA' }) to be visible
      at async TestContext.<anonymous> (file:///repo/e2e/src/journeys.test.ts:110:7)
      at async Test.run (node:internal/test_runner/test:797:9) {
    name: 'TimeoutError'
  }
`;

const vitest = `\x1b[31m⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\x1b[39m

 FAIL  src/signin/signinBusy.test.ts > sign-in under a burst > a refused busy sign-in is not counted
AssertionError: expected 429 to be 200 // Object.is equality

- Expected
+ Received

- 200
+ 429

 ❯ src/signin/signinBusy.test.ts:40:26
     40|     expect(retry.status).toBe(200);
       |                          ^

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯

 Test Files  1 failed | 67 passed (68)
      Tests  1 failed | 758 passed (759)
`;

test("node:test's failing tests: the test's name and its error, without the stack", () => {
  const reasons = failureReasons(nodeSpec);
  assert.deepEqual(reasons.slice(0, 4), [
    '✖ request a password reset, open the emailed link (15234.5ms)',
    '  TimeoutError: locator.waitFor: Timeout 15000ms exceeded.',
    '  Call log:',
    "    - waiting for getByRole('link', { name: 'Setup MFA' }) to be visible",
  ]);
  assert.ok(reasons.every((line) => !/^\s*at /.test(line)));
});

test("vitest's failed tests: the test's name and the assertion, without code frames or counts", () => {
  const reasons = failureReasons(vitest);
  assert.equal(
    reasons[0],
    ' FAIL  src/signin/signinBusy.test.ts > sign-in under a burst > a refused busy sign-in is not counted',
  );
  assert.equal(reasons[1], 'AssertionError: expected 429 to be 200 // Object.is equality');
  assert.ok(
    reasons.every((line) => !/\d+\||Test Files|Tests {2}|⎯/.test(line)),
    reasons.join('\n'),
  );
});

test('anything else (typecheck, lint, a crash): the last lines, at most 8, without npm noise', () => {
  const out = `${'ok line\n'.repeat(30)}src/a.ts(3,5): error TS2322: Type 'string' is not assignable to type 'number'.\nnpm error Lifecycle script \`typecheck\` failed\n`;
  const reasons = failureReasons(out);
  assert.equal(reasons.length, 8);
  assert.equal(
    reasons.at(-1),
    "src/a.ts(3,5): error TS2322: Type 'string' is not assignable to type 'number'.",
  );
});

test('at most maxLines lines', () => {
  assert.equal(failureReasons(nodeSpec, 2).length, 2);
});
