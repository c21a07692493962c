// OpenAPI document: each call's success status as its service answers it, instead of a
// generic 2XX. The table (calls/successStatus.ts) must agree with the pact interactions the
// providers verify, and the document keys the success response by that status.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CALL_REGISTRY } from './callRegistry.ts';
import { SUCCESS_STATUS } from './calls/successStatus.ts';
import { buildOpenApiDocument } from './openapiDocument.ts';
import type { PactFile } from './pactCoverage.ts';
import { findCall } from './pathTemplate.ts';

const pactsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../pacts');
const pacts = fs
  .readdirSync(pactsDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(fs.readFileSync(path.join(pactsDir, name), 'utf8')) as PactFile);
const statusesOf = (success: unknown) => ([] as unknown[]).concat(success ?? []);

describe('SUCCESS_STATUS', () => {
  it('names registry calls only', () => {
    const names = new Set(CALL_REGISTRY.map((call) => `${call.method} ${call.path}`));
    expect(Object.keys(SUCCESS_STATUS).filter((key) => !names.has(key))).toEqual([]);
  });

  it('records every 2xx status a pact interaction answers (verified by the providers), on its call', () => {
    const wrong: string[] = [];
    for (const pact of pacts) {
      for (const interaction of pact.interactions ?? []) {
        const { method, path: pathname } = interaction.request ?? {};
        const status = (interaction as { response?: { status?: number } }).response?.status;
        if (typeof method !== 'string' || typeof pathname !== 'string' || !status) continue;
        if (status < 200 || status > 299) continue;
        const call = findCall(CALL_REGISTRY, method, pathname);
        if (call && !statusesOf(call.success).includes(status))
          wrong.push(`${call.method} ${call.path}: pact ${status}, registry ${String(call.success)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  const doc = buildOpenApiDocument();
  const responses = (method: string, p: string) =>
    doc.paths[p]?.[method]?.responses as Record<string, { content?: unknown }> | undefined;

  it('keys the success response by the status the service answers', () => {
    expect(Object.keys(responses('post', '/api/team') ?? {})).toEqual(['201', '4XX']);
    expect(responses('post', '/api/team')?.['201']?.content).toBeDefined();
    expect(Object.keys(responses('get', '/api/team/{id}') ?? {})).toEqual(['200', '4XX']);
    expect(Object.keys(responses('delete', '/api/team/{id}') ?? {})).toEqual(['204', '4XX']);
    expect(responses('delete', '/api/team/{id}')?.['204']?.content).toBeUndefined();
  });

  it('lists both when a call answers 200 or 204 (204: no body), and keeps 2XX where none is recorded', () => {
    const global = responses('get', '/api/notifications/global');
    expect(Object.keys(global ?? {})).toEqual(['200', '204', '4XX']);
    expect(global?.['200']?.content).toBeDefined();
    expect(global?.['204']?.content).toBeUndefined();
    expect(Object.keys(responses('get', '/api/events/health') ?? {})).toEqual(['2XX', '4XX']);
  });
});
