// Every invalid variant of one registry call: its path parameters broken one at
// a time, and, when it takes a JSON body, the body variants of its request schema (sent to the
// call's path with plausible parameters). Deterministic.
import type { CallDescription, CallMethod } from '../types.ts';
import { bodyVariants } from './bodyVariants.ts';
import { fillPath, pathVariants } from './pathVariants.ts';
import { sampleOf } from './zodShape.ts';

export interface SweepVariant {
  /** `path {id}: negative` or `body.name: a 100 KB string`. */
  label: string;
  method: CallMethod;
  path: string;
  /** Request body text; absent: none. */
  body?: string;
  contentType?: string;
  /** The contract accepts it (free-text param, body the schema parses): a 2xx is no finding. */
  acceptable: boolean;
  /** The refusal every service must answer with (status and code), when the sweep fixes it. */
  refusedWith?: { status: number; code: string };
}

export interface SweepOptions {
  /** Plausible values of path params (an existing team's id...), so the junk is the only fault. */
  params?: Readonly<Record<string, string>>;
}

export function sweepVariants(call: CallDescription, options: SweepOptions = {}): SweepVariant[] {
  const out: SweepVariant[] = [];
  // a mutating call gets a valid-looking body with its broken path, so the path is what fails
  const hasBody = call.method !== 'GET';
  const sample = call.request ? JSON.stringify(sampleOf(call.request) ?? {}) : '{}';
  for (const variant of pathVariants(call.path, options.params)) {
    out.push({
      ...variant,
      method: call.method,
      ...(hasBody ? { body: sample, contentType: 'application/json' } : {}),
      acceptable: variant.acceptable,
    });
  }
  if (call.request) {
    const path = fillPath(call.path, options.params);
    for (const variant of bodyVariants(call.request)) {
      out.push({ ...variant, label: variant.label, method: call.method, path });
    }
  }
  return out;
}

/** `POST /api/team`: how findings name a call. */
export function callName(call: Pick<CallDescription, 'method' | 'path'>): string {
  return `${call.method} ${call.path}`;
}
