import { is, type Placeholder, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** A value a statement takes as a parameter: it is not part of the statement's shape. */
export class Bound {
  constructor(readonly value: unknown) {}
}

export const bound = (value: unknown) => new Bound(value);

/** A plan with each of its values replaced by a placeholder: all a statement's text may depend on. */
export type Shape<Plan> = Plan extends Bound
  ? Placeholder
  : Plan extends Placeholder
    ? never
    : Plan extends readonly unknown[]
      ? { [K in keyof Plan]: Shape<Plan[K]> }
      : Plan extends object
        ? { [K in keyof Plan]: Shape<Plan[K]> }
        : Plan;

interface Executable<Result> {
  execute(placeholderValues: Record<string, unknown>): Promise<Result>;
}

/** Shapes are few (each a combination of filters), but a bound keeps a surprise from growing memory. */
const maxShapesPerStatement = 500;
let statementCount = 0;

/**
 * A statement built and prepared once per shape of its plan: building a statement of many parts
 * costs more CPU than the database takes to run it. `prepare` sees only placeholders, never the
 * values, so what it built for one plan serves every plan of the same shape.
 */
export const statementByShape =
  <Plan>() =>
  <Result>(
    prepare: (db: Database, shape: Shape<Plan>, name: string) => Executable<Result>,
  ): ((db: Database, plan: Plan) => Promise<Result>) => {
    const preparedByDatabase = new WeakMap<Database, Map<string, Executable<Result>>>();
    return (db, plan) => {
      // A transaction's statements would each be prepared anew, and kept, on its connection.
      if (is(db, PgTransaction))
        throw new Error('statements by shape run on the database, not in a transaction');
      const key = JSON.stringify(plan, (_, part) => (part instanceof Bound ? '?' : part));
      let byShape = preparedByDatabase.get(db);
      if (!byShape) {
        byShape = new Map();
        preparedByDatabase.set(db, byShape);
      }
      const values: Record<string, unknown> = {};
      const shape = shapeOf(plan, '', values) as Shape<Plan>;
      let statement = byShape.get(key);
      if (!statement) {
        if (byShape.size >= maxShapesPerStatement) byShape.clear();
        statement = prepare(db, shape, `statement_${++statementCount}`);
        byShape.set(key, statement);
      }
      return statement.execute(values);
    };
  };

/** The plan with placeholders named after each value's path; the values are collected by name. */
function shapeOf(part: unknown, path: string, values: Record<string, unknown>): unknown {
  if (part instanceof Bound) {
    values[path] = part.value;
    return sql.placeholder(path);
  }
  if (Array.isArray(part)) return part.map((item, index) => shapeOf(item, `${path}_${index}`, values));
  if (part !== null && typeof part === 'object') {
    return Object.fromEntries(
      Object.entries(part).map(([name, item]) => [
        name,
        shapeOf(item, path ? `${path}_${name}` : name, values),
      ]),
    );
  }
  return part;
}
