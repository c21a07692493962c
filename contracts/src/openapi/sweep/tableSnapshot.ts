// A cheap fingerprint of every table of a schema: row count and a checksum of the rows' text (a sum
// of hashes: no sort, order-free), all tables in one query. The database access is the caller's
// (`query`), so this stays free of pg.
export type QueryRows = (sql: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

/**
 * Columns that change by design on a mere read, left out of the checksum: a session's sliding
 * expiry is written when a request uses it (at most once a minute), refused or not.
 */
export const BOOKKEEPING_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  sessions: ['last_used_at', 'expires_at'],
};

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function quoteLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** `schema`'s tables except migration bookkeeping, one line each: `table:count:checksum`. */
export async function tableSnapshot(
  query: QueryRows,
  schema: string,
  ignore: Readonly<Record<string, readonly string[]>> = BOOKKEEPING_COLUMNS,
): Promise<string> {
  const tables = await query(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = $1 AND table_type = 'BASE TABLE' AND table_name NOT LIKE '%migrations%'
      ORDER BY table_name`,
    [schema],
  );
  if (tables.length === 0) return '';
  const parts = tables.map(({ table_name }) => {
    const table = String(table_name);
    const dropped = (ignore[table] ?? []).map((column) => ` - ${quoteLiteral(column)}`).join('');
    return `SELECT ${quoteLiteral(table)} AS t, count(*) AS n,
      coalesce(sum(hashtext((to_jsonb(r)${dropped})::text)::bigint), 0) AS h
      FROM ${quoteIdent(schema)}.${quoteIdent(table)} r`;
  });
  const rows = await query(parts.join(' UNION ALL '));
  return rows.map((r) => `${String(r.t)}:${String(r.n)}:${String(r.h)}`).join('\n');
}
