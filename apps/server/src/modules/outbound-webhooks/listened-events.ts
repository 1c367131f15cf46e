import type { Database } from '../../db/client';
import { listenedEvents } from './outbound-webhooks.repo';

/** How long a reading is trusted without word of a change: should a word between processes be lost. */
const maxAgeMs = 30_000;

/**
 * The events each account's enabled endpoints listen to, as this process last read them, so that an
 * event nobody listens to costs no statement: most accounts have no endpoint, and a customer's
 * message with the bot's answers and their statuses makes a dozen events. A process changing an
 * endpoint makes every process forget its account (`forget`, through the realtime adapter). Keeping
 * an event that no endpoint listens to any more costs only the outbox statement, which finds no
 * endpoint for it; so an endpoint disabled for failing needs no word.
 */
export function createListenedEvents() {
  const readings = new Map<string, { events: Promise<ReadonlySet<string>>; readAt: number }>();

  const eventsOf = (db: Database, accountId: string) => {
    const kept = readings.get(accountId);
    if (kept && Date.now() - kept.readAt < maxAgeMs) return kept.events;
    const events = listenedEvents(db, accountId).then((list): ReadonlySet<string> => new Set(list));
    const reading = { events, readAt: Date.now() };
    readings.set(accountId, reading);
    events.catch(() => {
      if (readings.get(accountId) === reading) readings.delete(accountId);
    });
    return events;
  };

  return {
    /** The events some enabled endpoint of their account listens to, read in `db` when not known. */
    async heard<E extends { accountId: string; event: string }>(db: Database, events: E[]): Promise<E[]> {
      const accounts = [...new Set(events.map((event) => event.accountId))];
      const listened = new Map(
        await Promise.all(
          accounts.map(async (accountId) => [accountId, await eventsOf(db, accountId)] as const),
        ),
      );
      return events.filter((event) => listened.get(event.accountId)?.has(event.event));
    },

    /** The account's endpoints changed: read them again when next needed. */
    forget(accountId: string): void {
      readings.delete(accountId);
    },
  };
}

export type ListenedEvents = ReturnType<typeof createListenedEvents>;
