import { z } from 'zod';
import { enumNameFor } from './enumNames.ts';
import './registerEnums.ts';

/**
 * The generic payload validator messages of platform §5, built from zod issues.
 *
 * Field prefixes (the choice, applied to every issue the same way): each message is the
 * spec's predicate preceded by its subject. The subject is the failing field's path
 * (`username`, `token.type`, `members[0].flight`); at the payload's root it is the word the
 * spec itself uses: 'object' for the type predicates ('object must be an array', spec word
 * for word) and 'Object' for the three sentence-style messages ('Object was unable to be
 * verified', 'Object did not match one of the required types', 'Object did not match all the
 * required types', word for word). So a field gives e.g. 'username must be a string',
 * 'password is required', 'type must be an element of the enum 'SessionType''.
 *
 * A schema's own message (e.g. z.string().min(1, 'Name cannot be empty')) is kept as is:
 * spec rules with their own wording win over the generic ones.
 */
export const VALIDATOR_PREDICATES = {
  string: 'must be a string',
  number: 'must be a number',
  boolean: 'must be a boolean',
  null: 'must be null',
  enum: (name: string) => `must be an element of the enum '${name}'`,
  required: 'is required',
  array: 'must be an array',
  unverified: 'was unable to be verified',
  union: 'did not match one of the required types',
  intersection: 'did not match all the required types',
} as const;

type Issue = z.core.$ZodIssue;
type RawIssue = z.core.$ZodRawIssue;

/** Marks messages that the generic map produced, so validationMessages can tell them from a schema's own. */
const GENERIC = '\u0000generic:';

function pathToField(path: readonly PropertyKey[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else out += out === '' ? String(seg) : `.${String(seg)}`;
  }
  return out;
}

function typePredicate(expected: string): string {
  switch (expected) {
    case 'string':
      return VALIDATOR_PREDICATES.string;
    case 'number':
    case 'int':
    case 'bigint':
    case 'nan':
      return VALIDATOR_PREDICATES.number;
    case 'boolean':
      return VALIDATOR_PREDICATES.boolean;
    case 'null':
      return VALIDATOR_PREDICATES.null;
    case 'array':
    case 'tuple':
      return VALIDATOR_PREDICATES.array;
    default:
      return VALIDATOR_PREDICATES.unverified;
  }
}

const SENTENCE_PREDICATES: readonly string[] = [
  VALIDATOR_PREDICATES.unverified,
  VALIDATOR_PREDICATES.union,
  VALIDATOR_PREDICATES.intersection,
];

function withSubject(path: readonly PropertyKey[], predicate: string): string {
  const field = pathToField(path);
  if (field !== '') return `${field} ${predicate}`;
  return `${SENTENCE_PREDICATES.includes(predicate) ? 'Object' : 'object'} ${predicate}`;
}

/**
 * The predicate for one issue. `input` is what failed when zod still has it (inside the
 * error map); `received` is zod's name of its type, read from the default message otherwise.
 */
function predicateFor(issue: Issue | RawIssue, received: string | undefined): string {
  switch (issue.code) {
    case 'invalid_type':
      if (received === 'undefined') return VALIDATOR_PREDICATES.required;
      // 1.5 for an integer field is the right type with the wrong value.
      if (issue.expected === 'int' && received === 'number') return VALIDATOR_PREDICATES.unverified;
      return typePredicate(issue.expected);
    case 'invalid_value':
      if (received === 'undefined') return VALIDATOR_PREDICATES.required;
      return VALIDATOR_PREDICATES.enum(enumNameFor(issue.values));
    case 'invalid_union':
      return VALIDATOR_PREDICATES.union;
    case 'custom':
      // zod reports an intersection's failures as its parts' own issues; a refinement that
      // checks several types at once flags itself with params.kind = 'intersection'.
      if ((issue.params as { kind?: string } | undefined)?.kind === 'intersection') {
        return VALIDATOR_PREDICATES.intersection;
      }
      return VALIDATOR_PREDICATES.unverified;
    default:
      return VALIDATOR_PREDICATES.unverified;
  }
}

/**
 * Per-parse zod error map (parseBody uses it): builds the §5 message while zod still holds
 * the failing input, so "absent" and "wrong type" can be told apart. A schema's own error
 * message outranks this map, and validationMessages passes such messages through unchanged.
 */
export const genericErrorMap = (issue: RawIssue): string => {
  const received = issue.input === undefined ? 'undefined' : typeof issue.input;
  return GENERIC + withSubject(issue.path ?? [], predicateFor(issue, received));
};

function isZodDefaultMessage(issue: Issue): boolean {
  if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input: expected')) return true;
  const locale = z.config().localeError ?? z.locales.en().localeError;
  const fallback = locale?.(issue as unknown as RawIssue);
  const text = typeof fallback === 'string' ? fallback : fallback?.message;
  return issue.message === text || issue.message === 'Invalid input';
}

/** One §5 message per issue, in zod's order. */
export function validationMessages(error: z.ZodError | readonly Issue[]): string[] {
  const issues = 'issues' in error ? error.issues : error;
  return issues.map((issue) => {
    if (issue.message.startsWith(GENERIC)) return issue.message.slice(GENERIC.length);
    if (isZodDefaultMessage(issue)) {
      const received = /received (\w+)$/.exec(issue.message)?.[1];
      return withSubject(issue.path, predicateFor(issue, received));
    }
    return issue.message;
  });
}
