// "independent delivery": the contract coverage gate. Every call with (or possibly with) a
// consumer and every queue message has a pact; calls no code of ours makes are marked with a why.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { CALL_REGISTRY } from './callRegistry.ts';
import { coverageGate } from './coverageGate.ts';
import { MESSAGE_REGISTRY, type MessageDescription } from './messages.ts';
import type { PactFile } from './pactCoverage.ts';
import { callsOf, noConsumer } from './types.ts';

const { get, del } = callsOf('identity');
const team = get('/api/team/{id}', 'One team', null);
const health = noConsumer(get('/api/health', 'Health', null), 'probes use /healthz');
const removeMember = del('/api/teams/{id}/members/{memberid}', 'Remove a team member', null);
const message: MessageDescription = {
  queue: 'email',
  kind: 'passwordReset',
  consumer: 'email worker',
  schema: z.object({ kind: z.literal('passwordReset') }),
};
const httpPact = (method: string, pathname: string): PactFile => ({
  consumer: { name: 'mfe-admin' },
  provider: { name: 'svc-identity' },
  interactions: [{ description: 'x', request: { method, path: pathname } }],
});
const messagePact = (queue: string, kind: string): PactFile => ({
  consumer: { name: 'worker' },
  provider: { name: 'producer' },
  messages: [{ description: 'm', metadata: { queue }, contents: { kind } }],
});

describe('coverageGate', () => {
  it('passes when every call with a consumer and every message has a pact, listing the no-consumer calls apart', () => {
    const gate = coverageGate(
      [team, health],
      [message],
      [httpPact('GET', '/api/team/7'), messagePact('email', 'passwordReset')],
    );
    expect(gate).toEqual({ ok: true, failures: [], noConsumer: [health] });
  });

  it('fails on a call without a pact that is not marked as having no consumer', () => {
    const gate = coverageGate([team, removeMember, health], [], [httpPact('GET', '/api/team/7')]);
    expect(gate.ok).toBe(false);
    expect(gate.failures).toEqual(['no pact for DELETE /api/teams/{id}/members/{memberid} (identity)']);
    expect(gate.noConsumer).toEqual([health]);
  });

  it('fails on a queue message without a pact message', () => {
    const gate = coverageGate([team], [message], [httpPact('GET', '/api/team/7')]);
    expect(gate.failures).toEqual(['no pact for queue message email/passwordReset (email worker)']);
  });

  it('fails when a call marked with no consumer is exercised by a pact (the mark is stale)', () => {
    const gate = coverageGate([health], [], [httpPact('GET', '/api/health')]);
    expect(gate.ok).toBe(false);
    expect(gate.failures[0]).toMatch(
      /GET \/api\/health is marked with no consumer but mfe-admin -> svc-identity/,
    );
    expect(gate.noConsumer).toEqual([]);
  });

  it('fails on a no-consumer mark without a why', () => {
    const gate = coverageGate([noConsumer(team, '  ')], [], []);
    expect(gate.failures).toEqual(['GET /api/team/{id} is marked with no consumer without a why']);
  });

  it('fails on a pact interaction or message that matches no registry entry', () => {
    const gate = coverageGate(
      [team],
      [message],
      [
        httpPact('GET', '/api/team/7'),
        httpPact('GET', '/api/nowhere'),
        messagePact('email', 'passwordReset'),
        messagePact('email', 'gone'),
      ],
    );
    expect(gate.failures).toEqual([
      'pact interaction GET /api/nowhere (mfe-admin -> svc-identity) matches no registry call',
      'pact message email/gone (worker -> producer) matches no registry message',
    ]);
  });
});

describe('the registry against contracts/pacts/', () => {
  it('passes the gate; the calls marked with no consumer each give a why', () => {
    const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../pacts');
    const pacts = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as PactFile);
    const gate = coverageGate(CALL_REGISTRY, MESSAGE_REGISTRY, pacts);
    expect(gate.failures).toEqual([]);
    for (const call of gate.noConsumer) expect(call.why?.length).toBeGreaterThan(10);
  });
});
