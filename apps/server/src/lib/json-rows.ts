import {
  type Column,
  getTableColumns,
  type InferSelectModel,
  type SQL,
  type SQLWrapper,
  sql,
  type Table,
} from 'drizzle-orm';

/**
 * A table's rows as one JSON array inside a bigger statement, read back as the rows a plain select
 * of the table returns (the same keys, Dates and parsed jsonb, through each column's own mapping).
 * A record and its lists then come in one statement instead of one query per list: on PGlite every
 * statement waits for the one before, and on PostgreSQL each is a round trip.
 *
 * `rows` is a select of the table (filtered, limited, distinct as needed); it is named after the
 * table, so `orderBy` uses the table's own columns. The array is empty, never null, when no row
 * matches.
 */
export function jsonRows<T extends Table>(
  table: T,
  rows: SQLWrapper,
  orderBy: (Column | SQL)[],
): SQL<InferSelectModel<T>[]> {
  const columns = Object.entries(getTableColumns(table));
  // The keys are our own property names, never input, so they can be written into the SQL.
  const pairs = sql.join(
    columns.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  );
  const order = sql.join(orderBy, sql`, `);
  const array = sql`(select coalesce(json_agg(json_build_object(${pairs}) order by ${order}), '[]'::json) from (${rows}) as ${table})`;
  return array.mapWith((value: Record<string, unknown>[]) =>
    value.map(
      (row) =>
        Object.fromEntries(
          columns.map(([key, column]) => {
            const field = row[key];
            return [key, field === null ? null : column.mapFromDriverValue(field)];
          }),
        ) as InferSelectModel<T>,
    ),
  );
}
