import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { apiClient as defaultClient, type ApiClient } from '../api/client.ts';
import { ApiError } from '../api/errors.ts';
import type { CheckedSession, SessionMember } from './check.ts';
import { checkSession, logout } from './sessionCalls.ts';

export type SessionStatus = 'LOADING' | 'LOADED' | 'ERROR';

export interface SessionState {
  /** LOADING until the first GET /api/check answers; ERROR when that call failed. */
  status: SessionStatus;
  /** The signed-in member, or null (signed out, or the session check returned an error code). */
  member: SessionMember | null;
  /** Session type of the current cookie (Regular, PasswordReset, ScanAdd, MFAInProgress) or null. */
  sessionType: CheckedSession['sessionType'];
  /** The privileged site user (platform §6): sees every dashboard widget. */
  superUser: boolean;
  /** The session check's error code (NONE when signed in); INVALID_SESSION_ID after sign-out. */
  error: string | null;
  /** The failure of the last check call, if it failed. */
  loadError: ApiError | null;
  /** Re-checks the session (GET /api/check) and returns the member (or null). */
  refresh(): Promise<SessionMember | null>;
  /** Ends the session server-side and clears the local member. */
  signOut(): Promise<void>;
}

const signedOutDefault: SessionState = {
  status: 'LOADED',
  member: null,
  sessionType: null,
  superUser: false,
  error: null,
  loadError: null,
  refresh: async () => null,
  signOut: async () => undefined,
};

// Module-level context: @portal/kit is a singleton, so shell and remotes read the same one.
const SessionContext = createContext<SessionState>(signedOutDefault);

export function SessionProvider({
  children,
  client = defaultClient,
}: {
  children: ReactNode;
  client?: ApiClient;
}) {
  const [state, setState] = useState<Omit<SessionState, 'refresh' | 'signOut'>>({
    status: 'LOADING',
    member: null,
    sessionType: null,
    superUser: false,
    error: null,
    loadError: null,
  });
  const latest = useRef(0);

  const refresh = useCallback(async (): Promise<SessionMember | null> => {
    const call = ++latest.current;
    try {
      const checked = await checkSession(client);
      if (call === latest.current) {
        setState({ status: 'LOADED', loadError: null, ...checked });
      }
      return checked.member;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      // A failed re-check keeps what we knew; only a failed first check is an ERROR state.
      if (call === latest.current) {
        setState((s) => ({ ...s, status: s.status === 'LOADING' ? 'ERROR' : s.status, loadError: apiError }));
      }
      return null;
    }
  }, [client]);

  const signOut = useCallback(async () => {
    try {
      await logout(client);
    } finally {
      ++latest.current;
      setState({
        status: 'LOADED',
        member: null,
        sessionType: null,
        superUser: false,
        error: 'INVALID_SESSION_ID',
        loadError: null,
      });
    }
  }, [client]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const value = useMemo<SessionState>(() => ({ ...state, refresh, signOut }), [state, refresh, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}
