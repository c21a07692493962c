// The catalogue's words (platform §5/§8 as the contracts hold them, and each service's own message
// tables where the spec gives no words): every string and template literal of the given source
// folders, plus §5's generic validator messages. A refusal whose message is none of these was built
// from something else (echoed input, a library's or the database's text). Node only: tests read it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VALIDATOR_PREDICATES } from '../../validation/validationMessages.ts';

/** contracts/src: the error catalogue, the validation rules and their messages. */
export const CONTRACTS_SOURCES = fileURLToPath(new URL('../../', import.meta.url));

export interface Catalogue {
  has(message: string): boolean;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'node_modules' && name !== 'testing') sourceFiles(full, out);
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const unescape = (text: string) => text.replace(/\\(['"`\\])/g, '$1').replace(/\\n/g, '\n');

/** §5's generic messages: '{field} {predicate}' or 'Object/object {predicate}'. */
function genericPattern(): RegExp {
  const predicates = [
    VALIDATOR_PREDICATES.string,
    VALIDATOR_PREDICATES.number,
    VALIDATOR_PREDICATES.boolean,
    VALIDATOR_PREDICATES.null,
    VALIDATOR_PREDICATES.enum('@@').replace('@@', '.+'),
    VALIDATOR_PREDICATES.required,
    VALIDATOR_PREDICATES.array,
    VALIDATOR_PREDICATES.unverified,
    VALIDATOR_PREDICATES.union,
    VALIDATOR_PREDICATES.intersection,
  ].map((p) => (p.includes('.+') ? p.split('.+').map(escapeRegExp).join('.+') : escapeRegExp(p)));
  return new RegExp(`^[A-Za-z_$][\\w$.\\[\\]]* (${predicates.join('|')})$`);
}

export function catalogueFromSources(dirs: readonly string[]): Catalogue {
  const words = new Set<string>();
  const templates: RegExp[] = [];
  for (const file of dirs.flatMap((dir) => sourceFiles(dir))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
      const [, single, double, template] = match;
      if (template !== undefined && template.includes('${')) {
        const parts = template.split(/\$\{(?:[^{}]|\{[^{}]*\})*\}/);
        // a template of mostly placeholders would match anything: keep those with real words
        if (parts.join('').replace(/[^A-Za-z]/g, '').length < 10) continue;
        templates.push(new RegExp(`^${parts.map((p) => escapeRegExp(unescape(p))).join('.*')}$`, 's'));
      } else {
        const literal = single ?? double ?? template;
        if (literal && literal.length >= 3) words.add(unescape(literal));
      }
    }
  }
  const generic = genericPattern();
  return {
    has: (message) => words.has(message) || generic.test(message) || templates.some((t) => t.test(message)),
  };
}
