import pg from 'pg';

/**
 * A connection that writes each statement as soon as it is given, without waiting for the answer to
 * the one before: statements a transaction issues together (`Promise.all`) cost one round trip,
 * and its `begin` none. Statements awaited one by one behave as on any connection.
 *
 * `begin` is answered at once, as it carries nothing a transaction reads: PostgreSQL runs the
 * statements in the order they were written, so the transaction's first statement follows it, and
 * fails (with the reason) if `begin` did.
 */
class PipelinedClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, pipeline: true });
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => {
      const [config, , callback] = args;
      if (!isBegin(config) || callback !== undefined) return query(...args);
      (query(...args) as Promise<unknown>).catch(() => {});
      return Promise.resolve({ command: 'BEGIN', rowCount: null, oid: 0, fields: [], rows: [] });
    }) as pg.Client['query'];
  }
}

const isBegin = (config: unknown) =>
  typeof config === 'object' && config !== null && (config as { text?: unknown }).text === 'begin';

export function openPipelinedPool(url: string, max: number): pg.Pool {
  return new pg.Pool({ connectionString: url, max, Client: PipelinedClient });
}
