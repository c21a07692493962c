import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseBody } from './parseBody.ts';
import { validationMessages } from './validationMessages.ts';
import { SessionType } from '../entities/session.ts';
import { MemberReference } from '../entities/memberReference.ts';

const messagesOf = (schema: z.ZodType, value: unknown): string[] => {
  const r = parseBody(schema, value);
  if (r.ok) throw new Error('expected a failure');
  return r.error.issues ?? [];
};

describe('generic payload validator messages (platform §5)', () => {
  const body = z.object({
    username: z.string(),
    age: z.number(),
    flag: z.boolean(),
    nothing: z.null(),
    type: SessionType,
    list: z.array(z.string()),
  });
  const good = { username: 'a', age: 1, flag: true, nothing: null, type: 'Regular', list: [] };

  it.each([
    ['username', 5, 'username must be a string'],
    ['age', 'x', 'age must be a number'],
    ['flag', 'yes', 'flag must be a boolean'],
    ['nothing', 0, 'nothing must be null'],
    ['type', 'Bogus', "type must be an element of the enum 'SessionType'"],
    ['list', 'x', 'list must be an array'],
    ['username', undefined, 'username is required'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(messagesOf(body, { ...good, [field]: value })).toEqual([message]);
  });

  it("§5: 'object must be an array' for a root payload that is not an array", () => {
    expect(messagesOf(z.array(z.number()), { a: 1 })).toEqual(['object must be an array']);
  });

  it("§5: 'Object did not match one of the required types' for a union", () => {
    expect(messagesOf(z.union([z.string(), z.number()]), true)).toEqual([
      'Object did not match one of the required types',
    ]);
    expect(messagesOf(z.object({ who: MemberReference }), { who: { type: 'X', id: 1 } })).toEqual([
      'who.type did not match one of the required types',
    ]);
  });

  it("§5: 'Object was unable to be verified' for a failed check", () => {
    expect(
      messagesOf(
        z.string().refine((s) => s === 'ok'),
        'no',
      ),
    ).toEqual(['Object was unable to be verified']);
    expect(messagesOf(z.object({ n: z.number().int() }), { n: 1.5 })).toEqual([
      'n was unable to be verified',
    ]);
  });

  it("§5: 'Object did not match all the required types' for an intersection check", () => {
    const both = z.unknown().superRefine((_v, ctx) => {
      ctx.addIssue({ code: 'custom', params: { kind: 'intersection' } });
    });
    expect(messagesOf(both, 1)).toEqual(['Object did not match all the required types']);
  });

  it('nested paths use dots and brackets', () => {
    const s = z.object({ members: z.array(z.object({ flight: z.string().nullable() })) });
    expect(messagesOf(s, { members: [{ flight: 'A' }, { flight: 3 }] })).toEqual([
      'members[1].flight must be a string',
    ]);
  });

  it("a schema's own message (a spec rule) is kept word for word", () => {
    const s = z.object({ name: z.string().min(1, 'Team name must not be empty') });
    expect(messagesOf(s, { name: '' })).toEqual(['Team name must not be empty']);
  });

  it('parseBody: 400 body with code VALIDATION, first message and all issues', () => {
    const r = parseBody(body, { ...good, username: 1, age: undefined });
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'VALIDATION',
        message: 'username must be a string',
        issues: ['username must be a string', 'age is required'],
      },
    });
    expect(parseBody(body, good)).toEqual({ ok: true, value: good });
  });

  it('validationMessages works on an error from a plain safeParse too', () => {
    const r = body.safeParse({ ...good, username: undefined, flag: 'x', type: 'Nope' });
    if (r.success) throw new Error('expected failure');
    expect(validationMessages(r.error)).toEqual([
      'username is required',
      'flag must be a boolean',
      "type must be an element of the enum 'SessionType'",
    ]);
  });
});
