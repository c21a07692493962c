// The malformed-input sweep's generator, refusal check and runner.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ERRORS } from '../../errors/apiError.ts';
import { exceedsJsonDepth } from '../../server/http/jsonDepth.ts';
import { CALL_REGISTRY } from '../callRegistry.ts';
import type { CallDescription } from '../types.ts';
import { bodyVariants, HUNDRED_KB, ONE_MB } from './bodyVariants.ts';
import { catalogueFromSources, CONTRACTS_SOURCES } from './catalogueWords.ts';
import { refusalProblem } from './errorAnswer.ts';
import { fillPath, PATH_JUNK, pathVariants } from './pathVariants.ts';
import { runSweep, type SweepTarget } from './runSweep.ts';
import { sweepVariants } from './sweepVariants.ts';
import { tableSnapshot } from './tableSnapshot.ts';

const team = z.object({
  name: z.string().min(1),
  size: z.number().int(),
  visibility: z.enum(['PUBLIC', 'PRIVATE']),
  members: z.array(z.object({ id: z.number() })),
  note: z.string().optional(),
});
const labels = (schema: z.ZodType) => bodyVariants(schema).map((v) => v.label);
const parsedBody = (text: string | undefined) => (text ? (JSON.parse(text) as unknown) : undefined);

describe('body variants from a request schema', () => {
  it('has each required field missing, and no variant for a missing optional field', () => {
    const all = labels(team);
    for (const field of ['name', 'size', 'visibility', 'members']) expect(all).toContain(`${field}: missing`);
    expect(all).not.toContain('note: missing');
  });

  it('gives each field of the wrong type, null, and the root of the wrong shape', () => {
    const all = labels(team);
    expect(all).toEqual(
      expect.arrayContaining([
        'name: a number',
        "size: the string 'NaN'",
        'size: a boolean',
        'visibility: a value outside the enum',
        'members: an object where an array goes',
        'members: 1000 items',
        'name: null',
        'body: null',
        'body: an array where the object goes',
        'body: 1000 levels of nesting',
      ]),
    );
  });

  it('sends huge strings (1 MB once, 100 KB per string field), odd unicode and odd numbers', () => {
    const variants = bodyVariants(team);
    const byLabel = new Map(variants.map((v) => [v.label, v]));
    expect(variants.filter((v) => v.label.endsWith('a 1 MB string'))).toHaveLength(1);
    expect((parsedBody(byLabel.get('name: a 1 MB string')!.body) as { name: string }).name).toHaveLength(
      ONE_MB,
    );
    expect((parsedBody(byLabel.get('note: a 100 KB string')!.body) as { note: string }).note).toHaveLength(
      HUNDRED_KB,
    );
    expect((parsedBody(byLabel.get('name: NUL byte string')!.body) as { name: string }).name).toBe(
      'a\u0000b',
    );
    expect((parsedBody(byLabel.get('name: lone surrogate string')!.body) as { name: string }).name).toBe(
      'x\uD800y',
    );
    expect(byLabel.get('name: right-to-left override string')!.body).toContain('\u202E');
    // 2^53+1 goes on the wire as written (JSON.stringify would round it to 2^53)
    expect(byLabel.get('size: 2^53+1 number')!.body).toContain('"size":9007199254740993');
    expect(byLabel.get('size: beyond double (1e999) number')!.body).toContain('"size":1e999');
  });

  it('marks as acceptable exactly the JSON variants the schema parses, within the nesting limit', () => {
    for (const variant of bodyVariants(team).filter((v) => v.contentType === 'application/json')) {
      if (variant.body !== undefined && exceedsJsonDepth(variant.body)) {
        expect(variant.acceptable, variant.label).toBe(false);
        continue;
      }
      let value: unknown;
      try {
        value = parsedBody(variant.body);
      } catch {
        expect(variant.acceptable, variant.label).toBe(false);
        continue;
      }
      expect(variant.acceptable, variant.label).toBe(team.safeParse(value ?? {}).success);
    }
    expect(
      bodyVariants(team).find((v) => v.label === 'note: emoji and combining marks string')?.acceptable,
    ).toBe(true);
  });

  it('sends bodies that are not JSON or not labelled as JSON', () => {
    const raw = bodyVariants(team).filter(
      (v) => v.label.startsWith('body:') && v.contentType !== 'application/json',
    );
    expect(raw.map((v) => v.contentType)).toEqual([
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-16',
    ]);
    expect(bodyVariants(team).find((v) => v.label === 'body: malformed JSON')).toMatchObject({
      contentType: 'application/json',
      acceptable: false,
    });
  });

  it('is deterministic', () => {
    expect(bodyVariants(team)).toEqual(bodyVariants(team));
  });

  it('sends 100,000 nested arrays in a field, to be refused 400 TOO_DEEP by the body parser', () => {
    const deep = bodyVariants(team).find((v) => v.label === 'body: 100,000 nested arrays in a field')!;
    expect(deep).toMatchObject({
      contentType: 'application/json',
      acceptable: false,
      refusedWith: { status: 400, code: API_ERRORS.tooDeep.code },
    });
    expect(deep.body).toContain(`"nested":${'['.repeat(100_000)}]`);
    expect(exceedsJsonDepth(deep.body!)).toBe(true);
  });
});

describe('path variants', () => {
  it('breaks each param in turn and keeps the others plausible', () => {
    const variants = pathVariants('/api/teams/{id}/members/{memberid}', {
      id: '7',
      memberid: 'CAPNHQMember-5',
    });
    expect(variants).toHaveLength(2 * PATH_JUNK.length);
    expect(variants).toContainEqual({
      label: 'path {id}: negative',
      path: '/api/teams/-1/members/CAPNHQMember-5',
      acceptable: false,
    });
    expect(variants).toContainEqual({
      label: 'path {memberid}: encoded traversal',
      path: '/api/teams/7/members/..%2F..%2Fetc%2Fpasswd',
      acceptable: false,
    });
    expect(variants.map((v) => v.label)).toEqual(
      expect.arrayContaining([
        'path {id}: NUL byte',
        'path {id}: lone surrogate (invalid UTF-8)',
        'path {id}: 4 KB long',
      ]),
    );
  });

  it('counts junk in a free-text param (a folder name) as acceptable', () => {
    const variants = pathVariants('/api/files/{parentid}/createfolder/{name}');
    expect(variants.filter((v) => v.label.startsWith('path {name}')).every((v) => v.acceptable)).toBe(true);
    expect(variants.filter((v) => v.label.startsWith('path {parentid}')).some((v) => v.acceptable)).toBe(
      false,
    );
  });

  it('fills a template with defaults', () => {
    expect(fillPath('/api/events/{id}/debrief/{timestamp}', { id: '4' })).toBe('/api/events/4/debrief/1');
  });
});

describe('sweep variants of the registry calls', () => {
  it('covers every call that takes a body or a path param, sending its own method', () => {
    for (const call of CALL_REGISTRY) {
      const variants = sweepVariants(call);
      const expected = Boolean(call.request) || call.path.includes('{');
      expect(variants.length > 0, `${call.method} ${call.path}`).toBe(expected);
      expect(variants.every((v) => v.method === call.method)).toBe(true);
    }
  }, 120_000);

  it('every JSON body variant it calls invalid is refused by the call schema', () => {
    for (const call of CALL_REGISTRY.filter((c) => c.request)) {
      for (const variant of sweepVariants(call).filter(
        (v) =>
          !v.acceptable &&
          v.contentType === 'application/json' &&
          !v.label.startsWith('path') &&
          // nested past the limit: the body parser refuses it before the schema
          !exceedsJsonDepth(v.body ?? ''),
      )) {
        let value: unknown;
        try {
          value = parsedBody(variant.body);
        } catch {
          continue; // malformed on purpose
        }
        expect(
          call.request!.safeParse(value ?? {}).success,
          `${call.method} ${call.path} ${variant.label}`,
        ).toBe(false);
      }
    }
  }, 120_000);
});

describe('what a refusal must look like', () => {
  const json = 'application/json; charset=utf-8';
  it('takes a catalogue 4xx', () => {
    const text = JSON.stringify({
      code: 'VALIDATION',
      message: 'name is required',
      issues: ['name is required'],
    });
    expect(refusalProblem({ status: 400, text, contentType: json })).toBeNull();
  });

  it.each([
    [500, JSON.stringify({ code: 'SERVER_ERROR', message: 'An unknown error occurred' }), json, 'status 500'],
    [400, '<html><body>Bad Request</body></html>', 'text/html', 'content type'],
    [400, '', json, 'not JSON'],
    [400, JSON.stringify({ error: 'bad' }), json, 'error shape'],
    [400, JSON.stringify({ code: 'VALIDATION', message: '' }), json, 'empty message'],
    [
      400,
      JSON.stringify({
        code: 'VALIDATION',
        message: 'TypeError: x is undefined\n    at f (/app/src/a.ts:3:1)',
      }),
      json,
      'leaks',
    ],
    [
      400,
      JSON.stringify({ code: 'VALIDATION', message: 'invalid input syntax for type integer: "abc"' }),
      json,
      'leaks',
    ],
    [400, JSON.stringify({ code: 'BAD', message: 'x'.repeat(400) }), json, 'characters'],
  ])('refuses %s %s', (status, text, contentType, problem) => {
    expect(refusalProblem({ status, text, contentType })).toContain(problem);
  });
});

describe('the runner', () => {
  const call: CallDescription = {
    method: 'POST',
    path: '/api/thing/{id}',
    service: 'identity',
    summary: 'A thing',
    request: z.object({ name: z.string() }),
    response: null,
  };
  const refusal = {
    status: 400,
    text: JSON.stringify({ code: 'VALIDATION', message: 'name is required' }),
    contentType: 'application/json',
  };

  const tooDeep = {
    status: 400,
    text: JSON.stringify({ code: API_ERRORS.tooDeep.code, message: API_ERRORS.tooDeep.message }),
    contentType: 'application/json',
  };

  it('passes a service that refuses everything invalid and writes nothing', async () => {
    const report = await runSweep([call], {
      send: async (variant) => (variant.refusedWith ? tooDeep : refusal),
      snapshot: async () => 'rows:1',
    });
    expect(report.findings).toEqual([]);
    expect(report.calls).toBe(1);
    expect(report.variants).toBe(sweepVariants(call).length);
  });

  it('reports a 500, an invalid variant accepted, a hang and rows written by a refused request', async () => {
    let rows = 0;
    const target: SweepTarget = {
      concurrency: 3,
      snapshot: async () => `rows:${rows}`,
      async send(variant) {
        if (variant.label === 'body: null')
          return {
            status: 500,
            text: '{"code":"SERVER_ERROR","message":"An unknown error occurred"}',
            contentType: 'application/json',
          };
        if (variant.label === 'name: a number')
          return { status: 200, text: '{}', contentType: 'application/json' };
        if (variant.label === 'path {id}: negative') throw new Error('Timeout of 15000ms exceeded');
        if (variant.label === 'name: missing') rows++;
        // the deep body answered with another refusal than the parser's
        return refusal;
      },
    };
    const problems = (await runSweep([call], target)).findings.map((f) => `${f.variant}: ${f.problem}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        'body: null: status 500, expected a 4xx',
        'name: a number: accepted an invalid variant',
        'body: 100,000 nested arrays in a field: expected 400 TOO_DEEP, got 400 VALIDATION',
        expect.stringMatching(/^path \{id\}: negative: status 0.*/),
        expect.stringMatching(/invalid variants: rows changed though every variant was refused: rows/),
      ]),
    );
  });
});

describe('the table snapshot', () => {
  it('fingerprints every table in one query, leaving out bookkeeping columns', async () => {
    const sql: string[] = [];
    const snapshot = await tableSnapshot(async (text) => {
      sql.push(text);
      return sql.length === 1
        ? [{ table_name: 'sessions' }, { table_name: 'teams' }]
        : [
            { t: 'sessions', n: 1, h: 5 },
            { t: 'teams', n: 2, h: 9 },
          ];
    }, 'identity');
    expect(snapshot).toBe('sessions:1:5\nteams:2:9');
    expect(sql[1]).toContain(`to_jsonb(r) - 'last_used_at' - 'expires_at'`);
    expect(sql[1]).toContain('"identity"."teams"');
  });
});

describe("the catalogue's words", () => {
  const catalogue = catalogueFromSources([CONTRACTS_SOURCES]);

  it.each([
    ['an access message', 'You do not have permission to do that'],
    ['a §5 generic message for a field', 'members[0].flight must be a string'],
    ['a §5 generic message for the root', 'Object was unable to be verified'],
    ['an enum message', "visibility must be an element of the enum 'TeamVisibility'"],
    ['a schema message', 'Team name must not be empty'],
    ['a message built from a template', "'Zulu' is not one of this unit's flights (Alpha, Bravo)"],
  ])('holds %s', (_what, message) => {
    expect(catalogue.has(message)).toBe(true);
  });

  it.each([
    ["zod's default words", 'Invalid input: expected string, received undefined'],
    ["the database's words", 'invalid input syntax for type integer: "abc"'],
    ['echoed input', 'bbbbbbbbbbbbbbbbbbbb'],
    ["a body parser's words", 'Unexpected end of JSON input'],
  ])('does not hold %s', (_what, message) => {
    expect(catalogue.has(message)).toBe(false);
  });

  it('a refusal in other words is a finding of the runner', async () => {
    const call: CallDescription = {
      method: 'GET',
      path: '/api/thing/{id}',
      service: 'events',
      summary: 'A thing',
      request: null,
      response: null,
    };
    const report = await runSweep([call], {
      catalogue,
      snapshot: async () => '',
      send: async (variant) => ({
        status: 400,
        contentType: 'application/json',
        text: JSON.stringify(
          variant.label.endsWith('negative')
            ? { code: 'VALIDATION', message: 'Invalid input: expected number, received string' }
            : { code: 'NOT_FOUND', message: 'The requested item cannot be found' },
        ),
      }),
    });
    expect(report.findings.map((f) => `${f.variant}: ${f.problem}`)).toEqual([
      "path {id}: negative: words not in the catalogue: 'Invalid input: expected number, received string'",
    ]);
  });
});
