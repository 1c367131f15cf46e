import type pg from 'pg';

/** The one statement the realtime adapter publishes an event with. */
const notifyStatement = 'SELECT pg_notify($1, $2)';
/**
 * What a batch is sent with: one text whatever its size, so that each connection parses it once.
 * The notifications go out in the arrays' order, as `unnest` yields them.
 */
const notifyMany = {
  name: 'realtime_notify_many',
  text: 'select pg_notify(n.channel, n.payload) from unnest($1::text[], $2::text[]) as n(channel, payload)',
};
/** Notifications per statement: a statement's result stays small. */
const maxPerStatement = 100;
/**
 * How long notifications gather before going out. The adapter delivers an event to this process's
 * own sockets once it is published, so this is added to every event's delay; in return the
 * statements are at most a hundred a second however busy the inbox (a turn of the event loop alone
 * gathered few: an inbound message, its bot's answers and their statuses arrive over several turns).
 */
const gatherMs = 10;

interface Notification {
  channel: string;
  payload: string;
  settle: (error?: unknown) => void;
}

/**
 * The pool the realtime adapter publishes through, with the notifications of `gatherMs` sent in one
 * statement, in their order. The adapter sends a `pg_notify` round trip per event, and an inbound
 * message with its bot's answers and their statuses publishes a dozen events. The adapter uses only
 * `query` and `connect`; everything but its notifications passes through.
 */
export function batchingNotifications(pool: pg.Pool): pg.Pool {
  let waiting: Notification[] = [];
  let sending = Promise.resolve();

  const send = async (batch: Notification[]) => {
    for (let start = 0; start < batch.length; start += maxPerStatement) {
      const chunk = batch.slice(start, start + maxPerStatement);
      try {
        await pool.query({
          ...notifyMany,
          values: [chunk.map((n) => n.channel), chunk.map((n) => n.payload)],
        });
        for (const notification of chunk) notification.settle();
      } catch (error) {
        for (const notification of chunk) notification.settle(error);
      }
    }
  };

  const notify = (channel: string, payload: string) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({
        channel,
        payload,
        settle: (error) => (error === undefined ? resolve() : reject(error)),
      });
      if (waiting.length > 1) return;
      setTimeout(() => {
        const batch = waiting;
        waiting = [];
        sending = sending.then(() => send(batch));
      }, gatherMs);
    });

  const query = (text: string, values?: unknown[]) =>
    text === notifyStatement && values?.length === 2
      ? notify(String(values[0]), String(values[1]))
      : pool.query(text, values);
  return { query, connect: () => pool.connect() } as unknown as pg.Pool;
}
