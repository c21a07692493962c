// The contract coverage gate ("independent delivery"): pure, over the figures of
// ./pactCoverage.ts. It fails when a call that has (or may have) a consumer has no pact interaction,
// when a queue message has no pact message, when a pact interaction or message matches no registry
// entry, and when the registry's "no consumer" marking is stale (a pact exercises the call) or
// gives no reason. Calls marked `consumers: 'none'` without a pact are listed apart, with their why.
import type { MessageDescription } from './messages.ts';
import { messageCoverage, pactCoverage, type PactFile } from './pactCoverage.ts';
import type { CallDescription } from './types.ts';

export interface CoverageGate {
  ok: boolean;
  /** One line per reason to fail, in a stable order. */
  failures: string[];
  /** Calls marked with no consumer in our code and without a pact: not asked for one. */
  noConsumer: CallDescription[];
}

const callName = (call: Pick<CallDescription, 'method' | 'path'>) => `${call.method} ${call.path}`;

export function coverageGate(
  calls: readonly CallDescription[],
  messages: readonly MessageDescription[],
  pacts: readonly PactFile[],
): CoverageGate {
  const http = pactCoverage(calls, pacts);
  const queues = messageCoverage(messages, pacts);
  const failures: string[] = [];
  for (const call of http.uncovered) {
    if (call.consumers !== 'none') failures.push(`no pact for ${callName(call)} (${call.service})`);
  }
  for (const { call, pacts: names } of http.covered) {
    if (call.consumers === 'none')
      failures.push(
        `${callName(call)} is marked with no consumer but ${names.join(', ')} calls it: remove the mark`,
      );
  }
  for (const call of calls) {
    if (call.consumers === 'none' && !call.why?.trim())
      failures.push(`${callName(call)} is marked with no consumer without a why`);
  }
  for (const message of queues.uncovered)
    failures.push(`no pact for queue message ${message.queue}/${message.kind} (${message.consumer})`);
  for (const u of http.unmatched)
    failures.push(`pact interaction ${u.method} ${u.path} (${u.pact}) matches no registry call`);
  for (const m of queues.unmatched)
    failures.push(`pact message ${m.queue}/${m.kind} (${m.pact}) matches no registry message`);
  const noConsumer = http.uncovered.filter((call) => call.consumers === 'none');
  return { ok: failures.length === 0, failures, noConsumer };
}
