import pg from 'pg';

/**
 * A pool of connections that each write a statement as soon as it is given, without waiting for the
 * answer to the one before: statements a transaction issues together (`Promise.all`) cost one round
 * trip, and its `begin` none. Statements awaited one by one behave as on any connection.
 *
 * `begin` is answered at once, as it carries nothing a transaction reads: PostgreSQL runs the
 * statements in the order they were written, so the transaction's first statement follows it, and
 * fails (with the reason) if `begin` did.
 *
 * Statements the pool runs often are prepared under a name, once per connection (`statementNamer`).
 */
export function openPipelinedPool(url: string, max: number): pg.Pool {
  const nameOf = statementNamer();
  class PipelinedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, pipeline: true });
      const query = this.query.bind(this) as (...args: unknown[]) => unknown;
      this.query = ((...args: unknown[]) => {
        args[0] = withName(args[0], nameOf);
        const [config, , callback] = args;
        if (!isBegin(config) || callback !== undefined) return query(...args);
        (query(...args) as Promise<unknown>).catch(() => {});
        return Promise.resolve({ command: 'BEGIN', rowCount: null, oid: 0, fields: [], rows: [] });
      }) as pg.Client['query'];
    }
  }
  return new pg.Pool({ connectionString: url, max, Client: PipelinedClient });
}

/**
 * Names for the statements run often, the same on every connection. PostgreSQL parses a named
 * statement once per connection and, once a plan for any values proves as good as one made for
 * each, plans it once too: the chatbot's path runs some seventy statements an answer, and planning
 * them took PostgreSQL longer than running them. A text is named once it has been run `namedAfter`
 * times within a window, and only `maxNamed` are, since each takes memory on every connection:
 * statements run now and then (migrations, reports) keep being parsed and planned each time.
 */
function statementNamer({ maxNamed = 256, namedAfter = 20, windowMs = 60_000 } = {}) {
  const names = new Map<string, string>();
  let runs = new Map<string, number>();
  let windowEndsAt = Date.now() + windowMs;
  return (text: string): string | undefined => {
    const name = names.get(text);
    if (name !== undefined || names.size >= maxNamed) return name;
    if (Date.now() > windowEndsAt) {
      runs = new Map();
      windowEndsAt = Date.now() + windowMs;
    }
    const count = (runs.get(text) ?? 0) + 1;
    if (count < namedAfter) {
      runs.set(text, count);
      return undefined;
    }
    runs.delete(text);
    const named = `parley_${names.size}`;
    names.set(text, named);
    return named;
  };
}

/** A query's text or config, with its statement's name if it has one. */
function withName(config: unknown, nameOf: (text: string) => string | undefined): unknown {
  const statement = typeof config === 'string' ? { text: config } : config;
  if (typeof statement !== 'object' || statement === null) return config;
  const { text, name: given } = statement as { text?: unknown; name?: unknown };
  if (given !== undefined || typeof text !== 'string') return config;
  const name = nameOf(text);
  return name === undefined ? config : { ...statement, name };
}

const isBegin = (config: unknown) =>
  typeof config === 'object' && config !== null && (config as { text?: unknown }).text === 'begin';
