// The registry of the portal's HTTP calls: method, path template, service,
// request and response schemas, summary. The OpenAPI document and the pact coverage report read it.
import { EVENTS_CALLS } from './calls/events.ts';
import { FILES_CALLS } from './calls/files.ts';
import { IDENTITY_CALLS } from './calls/identity.ts';
import { INTERNAL_CALLS } from './calls/internal.ts';
import { withSuccessStatus } from './calls/successStatus.ts';
import type { CallDescription } from './types.ts';

export const CALL_REGISTRY: readonly CallDescription[] = [
  ...IDENTITY_CALLS,
  ...EVENTS_CALLS,
  ...FILES_CALLS,
  ...INTERNAL_CALLS,
].map(withSuccessStatus);

/** `GET /api/team/{id}` -> 'getApiTeamById': a stable operation id. */
export function operationIdOf(call: Pick<CallDescription, 'method' | 'path'>): string {
  const words = call.path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      const word = (param ? `by-${param[1]}` : segment).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c?: string) =>
        c ? c.toUpperCase() : '',
      );
      return word.charAt(0).toUpperCase() + word.slice(1);
    });
  return call.method.toLowerCase() + words.join('');
}
