/**
 * A table's head row of column headers (`<th scope="col">`). A `false` or `null` column is left out
 * (a column shown only sometimes); `hidden` adds a last column whose header only screen readers read,
 * as over a column of row actions.
 */
export function ColumnHeads({
  columns,
  hidden,
}: {
  columns: readonly (string | false | null)[];
  hidden?: string | null;
}) {
  return (
    <thead>
      <tr>
        {columns.map((column) =>
          column ? (
            <th scope="col" key={column}>
              {column}
            </th>
          ) : null,
        )}
        {hidden ? (
          <th scope="col">
            <span className="kit-visually-hidden">{hidden}</span>
          </th>
        ) : null}
      </tr>
    </thead>
  );
}
