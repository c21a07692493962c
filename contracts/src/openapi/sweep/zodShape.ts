// Reading a zod 4 schema's structure (its `_zod.def`), for the sweep generator: what kind a value
// is, an object's fields, and a best-effort valid sample. Zod keeps no public walker, so this reads
// the definitions; anything it does not know counts as 'unknown' (the generator then sends the
// type-agnostic variants only).
import type { z } from 'zod';

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
  checks?: ReadonlyArray<{
    _zod: { def: { check: string; minimum?: number; value?: number; format?: string } };
  }>;
  defaultValue?: unknown;
}

export type ValueKind =
  'string' | 'number' | 'boolean' | 'object' | 'array' | 'enum' | 'literal' | 'null' | 'any' | 'unknown';

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** The schema under wrappers that do not change what is accepted at the top (optional, pipe, ...). */
export function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let i = 0; i < 20; i++) {
    const def = defOf(current);
    const next =
      def.type === 'optional' ||
      def.type === 'nullable' ||
      def.type === 'default' ||
      def.type === 'prefault' ||
      def.type === 'readonly' ||
      def.type === 'catch' ||
      def.type === 'nonoptional'
        ? def.innerType
        : def.type === 'pipe'
          ? def.in
          : def.type === 'lazy'
            ? def.getter?.()
            : undefined;
    if (!next) return current;
    current = next;
  }
  return current;
}

export function kindOf(schema: z.ZodType): ValueKind {
  const type = defOf(unwrap(schema)).type;
  switch (type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'object':
    case 'array':
    case 'enum':
    case 'literal':
    case 'null':
      return type;
    case 'int':
    case 'bigint':
      return 'number';
    case 'record':
      return 'object';
    case 'tuple':
      return 'array';
    case 'any':
    case 'unknown':
      return 'any';
    default:
      return 'unknown';
  }
}

/** An object schema's fields (through wrappers; an intersection's two sides merged); none otherwise. */
export function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(unwrap(schema));
  if (def.type === 'object' && def.shape) return def.shape;
  if (def.type === 'intersection' && def.left && def.right) {
    return { ...fieldsOf(def.left), ...fieldsOf(def.right) };
  }
  if (def.type === 'union' && def.options?.[0]) return fieldsOf(def.options[0]);
  return {};
}

/** An array schema's element (through wrappers); undefined otherwise. */
export function elementOf(schema: z.ZodType): z.ZodType | undefined {
  const def = defOf(unwrap(schema));
  return def.type === 'array' ? def.element : undefined;
}

function minimumOf(def: Def, check: string): number | undefined {
  const found = def.checks?.find((c) => c._zod.def.check === check)?._zod.def;
  return found?.minimum ?? found?.value;
}

/** A best-effort valid value (the first union member, the first enum value, minimal strings). */
export function sampleOf(schema: z.ZodType, depth = 0): unknown {
  if (depth > 8) return undefined;
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
    case 'prefault':
      return sampleOf(def.innerType!, depth + 1);
    case 'default':
      return sampleOf(def.innerType!, depth + 1);
    case 'pipe':
      return sampleOf(def.in!, depth + 1);
    case 'lazy':
      return sampleOf(def.getter!(), depth + 1);
    case 'string': {
      const min = minimumOf(def, 'min_length') ?? minimumOf(def, 'length_equals') ?? 1;
      const format = def.checks?.find((c) => c._zod.def.check === 'string_format')?._zod.def.format;
      if (format === 'email') return 'sweep@example.org';
      return 'sample'.padEnd(Math.max(min, 6), 'x').slice(0, Math.max(min, 6));
    }
    case 'number':
    case 'int':
      return Math.max(1, minimumOf(def, 'greater_than') ?? 1);
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'literal':
      return def.values?.[0];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'array':
      return [];
    case 'tuple':
      return [];
    case 'record':
      return {};
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const value = sampleOf(field, depth + 1);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'intersection':
      return {
        ...(sampleOf(def.left!, depth + 1) as object),
        ...(sampleOf(def.right!, depth + 1) as object),
      };
    case 'union':
      return def.options?.[0] ? sampleOf(def.options[0], depth + 1) : undefined;
    default:
      return undefined;
  }
}
