// The database cannot be reached right now (fault drills): while PostgreSQL restarts
// a service's queries fail with its shutdown codes, refused connections or a cut connection. That is
// not the request's fault nor an unknown error: the service answers 503 SERVICE_UNAVAILABLE, which
// tells the member to try again shortly (the drills saw 500 'An unknown error occurred' before).

/** admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down) */
const SHUTDOWN_PG_CODES: ReadonlySet<string> = new Set(['57P01', '57P02', '57P03']);
/** a refused, reset, timed-out or broken socket to the database */
const SOCKET_CODES: ReadonlySet<string> = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
/** node-postgres' own words for a connection lost or not made */
const LOST_CONNECTION = /Connection terminated|connection error|timeout exceeded when trying to connect/i;

export function databaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    // class 08: connection exception
    if (code.startsWith('08') || SHUTDOWN_PG_CODES.has(code) || SOCKET_CODES.has(code)) return true;
  }
  return error instanceof Error && LOST_CONNECTION.test(error.message);
}
