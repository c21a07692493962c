// Invalid request bodies generated from a call's request schema: the root of the
// wrong shape, each field missing, of the wrong type, null, huge, odd unicode, odd numbers, and
// bodies that are not JSON at all. Deterministic: the same schema always gives the same list.
import type { z } from 'zod';
import { API_ERRORS } from '../../errors/apiError.ts';
import { exceedsJsonDepth } from '../../server/http/jsonDepth.ts';
import { elementOf, fieldsOf, kindOf, sampleOf, type ValueKind } from './zodShape.ts';

export interface BodyVariant {
  label: string;
  /** The request body as sent (absent: none). */
  body?: string;
  contentType: string;
  /** The request schema accepts what the service will read: a 2xx answer is then no finding. */
  acceptable: boolean;
  /** The one refusal every service must answer (the shared body parser's), when it is fixed. */
  refusedWith?: { status: number; code: string };
}

const JSON_TYPE = 'application/json';
export const ONE_MB = 1024 * 1024;
export const HUNDRED_KB = 100 * 1024;

/** A value that is written into the JSON text as is (numbers JSON.stringify cannot keep). */
class RawJson {
  constructor(readonly text: string) {}
}

/** Strings of odd unicode that a service must store, refuse or escape, never crash on. */
export const ODD_STRINGS: ReadonlyArray<[string, string]> = [
  ['right-to-left override', '\u202Egnp.exe\u202C'],
  ['emoji and combining marks', '\u{1F469}\u200D\u2708\uFE0F Z\u200B\u0351a\u0332l\u0489g\u0307o'],
  ['NUL byte', 'a\u0000b'],
  ['lone surrogate', 'x\uD800y'],
  ['only spaces', '   '],
  ['empty', ''],
];

/** Number texts: the exact text goes on the wire (2^53+1 cannot survive JSON.stringify). */
export const ODD_NUMBERS: ReadonlyArray<[string, string]> = [
  ['negative', '-1'],
  ['huge (1e308)', '1e308'],
  ['beyond double (1e999)', '1e999'],
  ['2^53+1', '9007199254740993'],
  ['fraction', '1.5'],
  ['negative huge', '-1e308'],
];

const NAN_LIKE = ['NaN', 'Infinity', '-Infinity', '0x10', '1e3', ''];

function deepNesting(levels: number): RawJson {
  return new RawJson('{"a":'.repeat(levels) + '1' + '}'.repeat(levels));
}

/** The wrong-type values for a field of `kind`. */
function wrongTypes(kind: ValueKind, sample: unknown): Array<[string, unknown]> {
  const object: [string, unknown] = ['an object', { a: 1 }];
  const array: [string, unknown] = ['an array', [sample ?? 1]];
  switch (kind) {
    case 'string':
      return [['a number', 12345], ['a boolean', true], object, array];
    case 'number':
      return [
        ...NAN_LIKE.map((text): [string, unknown] => [`the string '${text}'`, text]),
        ['a boolean', true],
        object,
        array,
      ];
    case 'boolean':
      return [["the string 'true'", 'true'], ['the number 1', 1], object];
    case 'enum':
    case 'literal':
      return [['a value outside the enum', 'NOT_A_VALUE_\u00E9'], ['a number', 7], object];
    case 'object':
      return [
        ['an array where an object goes', [sample ?? {}]],
        ['a string', 'x'],
        ['a number', 1],
      ];
    case 'array':
      return [
        ['an object where an array goes', { 0: sample ?? 1 }],
        ['a string', 'x'],
        ['a number', 1],
      ];
    default:
      return [];
  }
}

function serialise(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `@@sweep-raw-${raws.length - 1}@@`;
    }
    return v;
  });
  return text.replace(/"@@sweep-raw-(\d+)@@"/g, (_m, i: string) => raws[Number(i)]!);
}

function accepts(schema: z.ZodType, body: string | undefined): boolean {
  // the services' body parser refuses it before the schema sees it (server/http/jsonBody.ts)
  if (body !== undefined && exceedsJsonDepth(body)) return false;
  let value: unknown;
  try {
    value = body === undefined || body === '' ? undefined : JSON.parse(body);
  } catch {
    return false;
  }
  // the services read a missing body as {} (express.json leaves req.body unset)
  return schema.safeParse(value ?? {}).success;
}

export function bodyVariants(schema: z.ZodType): BodyVariant[] {
  const sample = sampleOf(schema);
  const base: Record<string, unknown> =
    sample !== null && typeof sample === 'object' && !Array.isArray(sample)
      ? (sample as Record<string, unknown>)
      : {};
  const out: BodyVariant[] = [];
  const json = (label: string, value: unknown) => {
    const body = serialise(value);
    out.push({ label, body, contentType: JSON_TYPE, acceptable: accepts(schema, body) });
  };
  const raw = (label: string, body: string | undefined, contentType: string, seen: string | undefined) =>
    out.push({
      label,
      ...(body === undefined ? {} : { body }),
      contentType,
      acceptable: accepts(schema, seen),
    });

  // the root of the wrong shape
  json('body: null', null);
  json('body: an array where the object goes', [base]);
  json('body: a string', 'text');
  json('body: a number', 42);
  json('body: 1000 levels of nesting', deepNesting(1000));
  json('body: an empty object', {});
  // JSON.parse reads it; JSON.stringify or zod walking it would overflow the stack (a 500)
  out.push({
    label: 'body: 100,000 nested arrays in a field',
    body: serialise({ ...base, nested: new RawJson('['.repeat(100_000) + ']'.repeat(100_000)) }),
    contentType: JSON_TYPE,
    acceptable: false,
    refusedWith: { status: API_ERRORS.tooDeep.status, code: API_ERRORS.tooDeep.code },
  });
  // not JSON, or not labelled as JSON (the service then reads no body)
  const baseText = serialise(base);
  raw('body: malformed JSON', '{"a": ', JSON_TYPE, '{');
  raw('body: JSON sent as text/plain', baseText, 'text/plain', undefined);
  raw('body: form-encoded', 'a=1&b=2', 'application/x-www-form-urlencoded', undefined);
  raw('body: JSON in an unsupported charset', baseText, 'application/json; charset=utf-16', '{');
  raw('body: empty with a JSON content type', '', JSON_TYPE, undefined);

  const fields = Object.entries(fieldsOf(schema));
  let oneMegabyteSent = false;
  for (const [name, field] of fields) {
    const kind = kindOf(field);
    const fieldSample = base[name];
    const set = (label: string, value: unknown) => json(`${name}: ${label}`, { ...base, [name]: value });
    if (!field.safeParse(undefined).success) {
      const { [name]: _dropped, ...rest } = base;
      json(`${name}: missing`, rest);
    }
    set('null', null);
    for (const [label, value] of wrongTypes(kind, fieldSample)) set(label, value);
    if (kind === 'string' || kind === 'any' || kind === 'unknown') {
      if (!oneMegabyteSent) {
        oneMegabyteSent = true;
        set('a 1 MB string', 'a'.repeat(ONE_MB));
      }
      set('a 100 KB string', 'b'.repeat(HUNDRED_KB));
      for (const [label, value] of ODD_STRINGS) set(`${label} string`, value);
    }
    if (kind === 'number' || kind === 'any' || kind === 'unknown') {
      for (const [label, text] of ODD_NUMBERS) set(`${label} number`, new RawJson(text));
    }
    if (kind === 'array') {
      const item = elementOf(field);
      const element = item ? sampleOf(item) : 1;
      set('an array of nulls', [null, null]);
      set(
        '1000 items',
        Array.from({ length: 1000 }, () => element ?? 1),
      );
      set('nested arrays', [[[[element ?? 1]]]]);
    }
    if (kind === 'object') set('200 levels of nesting', deepNesting(200));
  }
  return out;
}
