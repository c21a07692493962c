// Platform §2 member search timing: the search starts 500 ms after the last keystroke once the
// fields hold at least 3 characters in total; fewer clears the results. Older answers are dropped.
import {
  MEMBER_SEARCH_DEBOUNCE_MS,
  MEMBER_SEARCH_MIN_CHARACTERS,
  type Member,
  type MemberSearchQuery,
} from '@portal/contracts';
import { useEffect, useState } from 'react';
import { searchMembers } from './memberCalls.ts';

export type MemberSearchState =
  | { state: 'IDLE' }
  | { state: 'LOADING' }
  | { state: 'LOADED'; members: readonly Member[] }
  | { state: 'ERROR'; message: string };

/** Characters typed across the text fields (spaces at the ends do not count). */
export function searchCharacters(query: MemberSearchQuery): number {
  return [query.unitName, query.lastName, query.firstName, query.dutyName].reduce(
    (sum, field) => sum + field.trim().length,
    0,
  );
}

export function useMemberSearch(query: MemberSearchQuery): MemberSearchState {
  const [result, setResult] = useState<MemberSearchState>({ state: 'IDLE' });
  const { unitName, lastName, firstName, dutyName, includeAssistants } = query;

  useEffect(() => {
    const current = { unitName, lastName, firstName, dutyName, includeAssistants };
    if (searchCharacters(current) < MEMBER_SEARCH_MIN_CHARACTERS) {
      setResult({ state: 'IDLE' });
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      setResult({ state: 'LOADING' });
      searchMembers(current, { signal: abort.signal }).then(
        (members) => {
          if (!abort.signal.aborted) setResult({ state: 'LOADED', members });
        },
        (error: unknown) => {
          if (abort.signal.aborted) return;
          setResult({ state: 'ERROR', message: error instanceof Error ? error.message : String(error) });
        },
      );
    }, MEMBER_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [unitName, lastName, firstName, dutyName, includeAssistants]);

  return result;
}
