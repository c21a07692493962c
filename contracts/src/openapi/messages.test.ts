// Queue messages (email, upload, import) in the coverage report: a pact message
// covers the registry entry of its metadata.queue and contents.kind.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { MESSAGE_REGISTRY, type MessageDescription } from './messages.ts';
import { messageCoverage, type PactFile } from './pactCoverage.ts';

const entry = (queue: string, kind: string): MessageDescription => ({
  queue,
  kind,
  consumer: 'worker',
  schema: z.object({ kind: z.literal(kind) }),
});

describe('MESSAGE_REGISTRY', () => {
  it('lists every email kind of the emailJob union, the upload and the import job, each once', () => {
    const keys = MESSAGE_REGISTRY.map((m) => `${m.queue}/${m.kind}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        'email/finishSetup',
        'email/eventReminder',
        'upload/finishUpload',
        'import/capwatch',
      ]),
    );
  });
});

describe('messageCoverage', () => {
  const registry = [
    entry('email', 'passwordReset'),
    entry('email', 'finishSetup'),
    entry('upload', 'finishUpload'),
  ];
  const pacts: PactFile[] = [
    {
      consumer: { name: 'email-worker' },
      provider: { name: 'identity-producer' },
      messages: [
        { metadata: { queue: 'email' }, contents: { kind: 'passwordReset' } },
        { metadata: { queue: 'upload' }, contents: { kind: 'passwordReset' } },
        { metadata: { queue: 'email' }, contents: { kind: 'nope' } },
      ],
    },
    {
      consumer: { name: 'web' },
      provider: { name: 'api' },
      interactions: [{ request: { method: 'GET', path: '/x' } }],
    },
  ];

  it('matches queue and kind together, and reports what no registry message matches', () => {
    const result = messageCoverage(registry, pacts);
    expect(result.covered.map((c) => [c.message.queue, c.message.kind, c.pacts])).toEqual([
      ['email', 'passwordReset', ['email-worker -> identity-producer']],
    ]);
    expect(result.uncovered.map((m) => `${m.queue}/${m.kind}`)).toEqual([
      'email/finishSetup',
      'upload/finishUpload',
    ]);
    expect(result.unmatched).toEqual([
      { pact: 'email-worker -> identity-producer', queue: 'upload', kind: 'passwordReset' },
      { pact: 'email-worker -> identity-producer', queue: 'email', kind: 'nope' },
    ]);
  });

  it('knows every message of the pact files in contracts/pacts (none unmatched), and each parses with its schema', () => {
    const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../pacts');
    const files = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as PactFile);
    const result = messageCoverage(MESSAGE_REGISTRY, files);
    expect(result.unmatched).toEqual([]);
    expect(result.covered.length).toBeGreaterThan(0);
    for (const file of files) {
      for (const message of file.messages ?? []) {
        const kind = (message.contents as { kind: string }).kind;
        const schema = MESSAGE_REGISTRY.find(
          (m) => m.queue === message.metadata?.queue && m.kind === kind,
        )!.schema;
        expect(schema.safeParse(message.contents).success, `${String(message.metadata?.queue)}/${kind}`).toBe(
          true,
        );
      }
    }
  });
});
