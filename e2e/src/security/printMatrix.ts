// Prints the access matrix compactly: one line per call, one column per role (the status, '!'
// after a cell that differs from the access table), then for mutating calls the answers without the
// CSRF token, from another site's Origin and from another account host's Origin ('-' for reads).
export interface Cell {
  role: string;
  status: number;
  ok: boolean;
  why: string;
  text: string;
}

const cellText = (c: Cell | undefined) => (c ? `${c.status}${c.ok ? ' ' : '!'}` : '-').padStart(6);

export function printMatrix(
  rows: Array<{ key: string; rule: string; cells: Cell[]; extra: Array<Cell | undefined> }>,
): void {
  const width = Math.max(...rows.map((r) => r.key.length));
  const roles = rows[0]?.cells.map((c) => c.role.slice(0, 5).padStart(6)).join('') ?? '';
  const extra = ['csrf', 'xsite', 'xacct'].map((h) => h.padStart(6)).join('');
  const lines = [`${'call'.padEnd(width)} ${roles} |${extra}  rule`];
  for (const row of rows) {
    const cells = row.cells.map(cellText).join('');
    const more = (row.extra.length ? row.extra : [undefined, undefined, undefined]).map(cellText).join('');
    lines.push(`${row.key.padEnd(width)} ${cells} |${more}  ${row.rule}`);
  }
  console.log(lines.join('\n'));
}
