import { type Column, getTableColumns, type InferInsertModel, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Rows to insert as one `select` over a single JSON parameter, for
 * `db.insert(table).select(rowsSelect(table, rows))`. Drizzle's `values()` builds a chunk of SQL for
 * every cell, and a `default` for every column a row leaves out: for a few dozen rows of a wide table
 * that costs milliseconds of CPU, spent again by every batch a busy intake writes. Here the
 * statement's text depends only on which columns the rows give, and PostgreSQL reads the rows.
 *
 * There is at least one row, and every row gives the same columns (a value of `undefined` is not
 * given); a column no row gives takes its default, as with `values()`.
 */
export function rowsSelect<T extends PgTable>(table: T, rows: InferInsertModel<T>[]): SQL {
  // The columns drizzle's insert names: all but those PostgreSQL always generates.
  const columns = Object.entries(getTableColumns(table) as Record<string, Column>).filter(
    ([, column]) => column.generated === undefined || column.generated.type === 'byDefault',
  );
  const givenIn = (row: Record<string, unknown>) =>
    columns.filter(([key]) => row[key] !== undefined).map(([key]) => key);
  const [first] = rows;
  if (!first) throw new Error('no rows to insert');
  const given = givenIn(first);
  for (const row of rows) {
    if (givenIn(row).join() !== given.join()) throw new Error('rows to insert give different columns');
  }
  const givenColumns = columns.filter(([key]) => given.includes(key));
  const documents = rows.map((row) =>
    Object.fromEntries(
      givenColumns.map(([key, column]) => [
        column.name,
        driverValue(column, (row as Record<string, unknown>)[key]),
      ]),
    ),
  );
  const recordType = sql.join(
    givenColumns.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  const selected = sql.join(
    columns.map(([key, column]) =>
      given.includes(key) ? sql`r.${sql.identifier(column.name)}` : defaultOf(column),
    ),
    sql`, `,
  );
  return sql`select ${selected} from jsonb_to_recordset(${JSON.stringify(documents)}::jsonb) as r(${recordType})`;
}

/** The value as JSON carries it: JSON columns as they are, others as the driver would send them. */
function driverValue(column: Column, value: unknown): unknown {
  if (value === null) return null;
  if (column.columnType === 'PgJsonb' || column.columnType === 'PgJson') return value;
  return column.mapToDriverValue(value);
}

/** What `values()` writes for a column left out, as an expression a `select` can hold. */
function defaultOf(column: Column): SQL {
  if (column.defaultFn || column.onUpdateFn) throw new Error(`${column.name} is computed in JS: give it`);
  if (column.default === undefined) {
    if (column.hasDefault) throw new Error(`${column.name} has a default only PostgreSQL knows: give it`);
    return sql`null`;
  }
  if (is(column.default, SQL)) return column.default;
  return sql`${sql.param(column.default, column)}::${sql.raw(column.getSQLType())}`;
}
