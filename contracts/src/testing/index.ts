// '@portal/contracts/testing': what tests share (a fresh database per test file, a signed-in member
// context, child processes, pact fixtures). Node only; never imported by runtime code.
export * from './testDatabase.ts';
export * from './contextFixture.ts';
export * from './processTesting.ts';
export * from './pactFixtures.ts';
export * from './serviceTesting.ts';
export * from './redisTesting.ts';
export * from './pact/index.ts';
