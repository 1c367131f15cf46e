import { type RealtimeEventName, type RealtimeEvents, realtimeSocketOptions } from '@parley/contract';
import { io, type Socket } from 'socket.io-client';

type EventArgument<E extends RealtimeEventName> = Parameters<RealtimeEvents[E]>[0];

export interface RealtimeTestClient {
  /** Every event of that name received so far, oldest first. */
  received<E extends RealtimeEventName>(event: E): EventArgument<E>[];
  /** The first event of that name (received already or later) that `matches`; fails after `timeoutMs`. */
  next<E extends RealtimeEventName>(
    event: E,
    matches?: (payload: EventArgument<E>) => boolean,
    timeoutMs?: number,
  ): Promise<EventArgument<E>>;
  /** Resolves with socket.io's reason once the socket is disconnected (by the server, say). */
  disconnected(): Promise<string>;
  close(): void;
}

/** A browser's realtime socket, signed in with `token`, connected to a listening test app. */
export async function connectRealtime(baseUrl: string, token: string): Promise<RealtimeTestClient> {
  const socket: Socket = io(baseUrl, {
    ...realtimeSocketOptions,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  const log: { event: string; payload: unknown }[] = [];
  const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  const waiters = new Set<() => void>();
  socket.onAny((event: string, payload: unknown) => {
    log.push({ event, payload });
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

  const received = <E extends RealtimeEventName>(event: E) =>
    log.filter((entry) => entry.event === event).map((entry) => entry.payload as EventArgument<E>);

  return {
    received,
    next(event, matches = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received(event).find(matches);
          if (found === undefined) return;
          settle();
          resolve(found);
        };
        const timer = setTimeout(() => {
          settle();
          reject(new Error(`no matching ${event} event within ${timeoutMs} ms`));
        }, timeoutMs);
        const settle = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    disconnected: () => disconnected,
    close: () => socket.disconnect(),
  };
}
