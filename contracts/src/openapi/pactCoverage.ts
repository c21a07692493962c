// Contract coverage: which registry calls no pact interaction exercises. Pure: the
// script (contracts/scripts/contractsCoverage.ts) reads the files and prints the result.
import { findCall } from './pathTemplate.ts';
import type { MessageDescription } from './messages.ts';
import type { CallDescription } from './types.ts';

/** The part of a Pact (v2/v3) file this needs; message pacts have no `interactions`. */
export interface PactFile {
  consumer?: { name?: string };
  provider?: { name?: string };
  interactions?: ReadonlyArray<{ description?: string; request?: { method?: string; path?: unknown } }>;
  messages?: ReadonlyArray<{ description?: string; metadata?: { queue?: unknown }; contents?: unknown }>;
}

export interface PactCoverage {
  covered: Array<{ call: CallDescription; pacts: string[] }>;
  uncovered: CallDescription[];
  /** Interactions whose method and path match no registry call (a call the registry is missing). */
  unmatched: Array<{ pact: string; method: string; path: string }>;
}

const pactName = (pact: PactFile) => `${pact.consumer?.name ?? '?'} -> ${pact.provider?.name ?? '?'}`;

export function pactCoverage(calls: readonly CallDescription[], pacts: readonly PactFile[]): PactCoverage {
  const byCall = new Map<CallDescription, Set<string>>();
  const unmatched: PactCoverage['unmatched'] = [];
  for (const pact of pacts) {
    for (const interaction of pact.interactions ?? []) {
      const method = interaction.request?.method;
      const path = interaction.request?.path;
      if (typeof method !== 'string' || typeof path !== 'string') continue;
      const call = findCall(calls, method, path);
      if (!call) {
        unmatched.push({ pact: pactName(pact), method: method.toUpperCase(), path });
        continue;
      }
      const names = byCall.get(call) ?? new Set<string>();
      names.add(pactName(pact));
      byCall.set(call, names);
    }
  }
  const covered = calls
    .filter((call) => byCall.has(call))
    .map((call) => ({ call, pacts: [...byCall.get(call)!] }));
  const uncovered = calls.filter((call) => !byCall.has(call));
  return { covered, uncovered, unmatched };
}

export interface MessageCoverage {
  covered: Array<{ message: MessageDescription; pacts: string[] }>;
  uncovered: MessageDescription[];
  /** Pact messages whose queue + contents.kind match no registry message. */
  unmatched: Array<{ pact: string; queue: string; kind: string }>;
}

/** Queue messages: a pact message covers the registry entry of its `metadata.queue` and `contents.kind`. */
export function messageCoverage(
  messages: readonly MessageDescription[],
  pacts: readonly PactFile[],
): MessageCoverage {
  const byMessage = new Map<MessageDescription, Set<string>>();
  const unmatched: MessageCoverage['unmatched'] = [];
  for (const pact of pacts) {
    for (const message of pact.messages ?? []) {
      const queue = String(message.metadata?.queue ?? '');
      const kind = String((message.contents as { kind?: unknown } | null | undefined)?.kind ?? '');
      const entry = messages.find((m) => m.queue === queue && m.kind === kind);
      if (!entry) {
        unmatched.push({ pact: pactName(pact), queue, kind });
        continue;
      }
      byMessage.set(entry, (byMessage.get(entry) ?? new Set()).add(pactName(pact)));
    }
  }
  return {
    covered: messages
      .filter((m) => byMessage.has(m))
      .map((message) => ({ message, pacts: [...byMessage.get(message)!] })),
    uncovered: messages.filter((m) => !byMessage.has(m)),
    unmatched,
  };
}
