// What a provider verification verifies: the workspace's pacts and those of the consumer versions
// deployed (a fixture repository and store in a temporary directory), or, with a broker, the
// broker's selectors and the published verification result.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pactContentHash,
  pactStoreDir,
  providerPacts,
  providerPartVersion,
  verifierPactSource,
} from './providerPacts.ts';

let root: string;
const write = (file: string, json: unknown) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(json));
};
const eventsPact = (body: unknown, metadata: unknown = {}) => ({
  consumer: { name: 'mfe-events' },
  provider: { name: 'svc-events' },
  interactions: [{ description: 'list', response: { body } }],
  metadata,
});
const store = () => path.join(root, 'deploy', 'contracts', 'store');
const stored = (version: string) =>
  path.join(store(), 'pacts', 'mfe-events', version, 'mfe-events-svc-events.json');
const workspace = () => path.join(root, 'contracts', 'pacts', 'mfe-events-svc-events.json');

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'provider-pacts-'));
  write(path.join(root, 'svc-events', 'package.json'), { name: '@portal/svc-events', version: '0.4.2' });
  write(path.join(root, 'shell', 'kit', 'package.json'), { name: '@portal/kit', version: '0.2.0' });
  write(workspace(), eventsPact({ id: 1, title: 'new' }));
  write(path.join(root, 'contracts', 'pacts', 'mfe-events-svc-identity.json'), {
    consumer: { name: 'mfe-events' },
    provider: { name: 'svc-identity' },
  });
  // 0.1.0 (production) and 0.2.0 (staging) have the same older content; 0.3.0 is published, not deployed
  write(stored('0.1.0'), eventsPact({ id: 1 }));
  write(stored('0.2.0'), eventsPact({ id: 1 }, { writer: 'other' }));
  write(stored('0.3.0'), eventsPact({ id: 3 }));
  write(path.join(store(), 'environments', 'production.json'), { parts: { 'mfe-events': '0.1.0' } });
  write(path.join(store(), 'environments', 'staging.json'), {
    parts: { 'mfe-events': '0.2.0', 'svc-events': '0.4.2' },
  });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('providerPacts (the file store)', () => {
  it("selects the workspace's pact and the deployed consumer versions', one file per content", () => {
    expect(providerPacts('svc-events', { root, env: {} })).toEqual([workspace(), stored('0.1.0')]);
  });

  it('narrows the environments with PACT_VERIFY_ENVIRONMENTS and reads PACT_STORE_DIR', () => {
    expect(providerPacts('svc-events', { root, env: { PACT_VERIFY_ENVIRONMENTS: 'staging' } })).toEqual([
      workspace(),
      stored('0.2.0'),
    ]);
    expect(providerPacts('svc-events', { root, env: { PACT_STORE_DIR: path.join(root, 'none') } })).toEqual([
      workspace(),
    ]);
    expect(pactStoreDir({ root, env: {} })).toBe(store());
  });

  it('selects by the provider pacticipant name only', () => {
    expect(providerPacts('svc-events-email-producer', { root, env: {} })).toEqual([]);
    expect(providerPacts('svc-identity', { root, env: {} })).toHaveLength(1);
  });

  it("hashes content as the store does (the writer's metadata aside)", () => {
    expect(pactContentHash(eventsPact({ id: 1 }))).toBe(pactContentHash(eventsPact({ id: 1 }, { x: 1 })));
    // the value deploy/contracts/parts.mjs' pactHash gives this pact: the two must agree
    expect(pactContentHash(eventsPact({ id: 1 }))).toBe('b8724691cd3c4b35');
    expect(pactContentHash(eventsPact({ id: 1 }))).not.toBe(pactContentHash(eventsPact({ id: 2 })));
  });
});

describe('verifierPactSource', () => {
  it('is the selected files without a broker', () => {
    expect(verifierPactSource('svc-events', { root, env: {} })).toEqual({
      pactUrls: [workspace(), stored('0.1.0')],
    });
  });

  const broker = { PACT_BROKER_BASE_URL: 'https://broker.example' };
  const cases: Array<[string, NodeJS.ProcessEnv, Record<string, unknown>]> = [
    ['a token', { ...broker, PACT_BROKER_TOKEN: 't' }, { pactBrokerToken: 't' }],
    [
      'a user name and password',
      { ...broker, PACT_BROKER_USERNAME: 'u', PACT_BROKER_PASSWORD: 'p' },
      { pactBrokerUsername: 'u', pactBrokerPassword: 'p' },
    ],
    ['no credentials', broker, {}],
  ];
  it.each(cases)(
    "is the broker's selectors and the provider part's version, with %s",
    (_what, env, credentials) => {
      expect(
        verifierPactSource('svc-events-email-producer', { root, env: { ...env, PACT_BRANCH: 'b' } }),
      ).toEqual({
        pactBrokerUrl: 'https://broker.example',
        ...credentials,
        consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }],
        publishVerificationResult: true,
        providerVersion: '0.4.2',
        providerVersionBranch: 'b',
      });
    },
  );

  it('finds the part of a pacticipant, a dashed one included, and refuses one of no part', () => {
    expect(providerPartVersion('svc-events', root)).toBe('0.4.2');
    expect(providerPartVersion('shell-kit', root)).toBe('0.2.0');
    expect(() => providerPartVersion('svc-nothing', root)).toThrow(
      /no part's package\.json for the pacticipant svc-nothing/,
    );
  });
});
