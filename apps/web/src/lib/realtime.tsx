import { type RealtimeEventName, type RealtimeEvents, realtimeSocketOptions } from '@parley/contract';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { accessToken } from './access-token';

type RealtimeSocket = Socket<RealtimeEvents, Record<string, never>>;

const RealtimeContext = createContext<RealtimeSocket | null>(null);

/**
 * One socket per signed-in tab (spec §7's reconnection timings), authenticated with the access token.
 * Features listen with `useRealtimeEvent` and update their query cache.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const [socket, setSocket] = useState<RealtimeSocket | null>(null);
  useEffect(() => {
    const connection: RealtimeSocket = io({
      ...realtimeSocketOptions,
      // Read on every (re)connection, so a renewed token is used.
      auth: (send) => send({ token: accessToken.get() }),
      transports: ['websocket'],
    });
    // The server closes a user's sockets when their role changes or their sessions end: connecting
    // again joins the new role's rooms, or is refused (and the next request signs the user out).
    connection.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') connection.connect();
    });
    setSocket(connection);
    return () => {
      connection.disconnect();
    };
  }, []);
  return <RealtimeContext.Provider value={socket}>{children}</RealtimeContext.Provider>;
}

/** Calls `handler` for every `event` the server pushes while the component is mounted. */
export function useRealtimeEvent<E extends RealtimeEventName>(event: E, handler: RealtimeEvents[E]): void {
  const socket = useContext(RealtimeContext);
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!socket) return;
    const listener = ((...args: Parameters<RealtimeEvents[E]>) =>
      (latest.current as (...values: Parameters<RealtimeEvents[E]>) => void)(...args)) as never;
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}

/** Calls `handler` each time the socket connects again after a drop: events may have been missed. */
export function useRealtimeReconnect(handler: () => void): void {
  const socket = useContext(RealtimeContext);
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!socket) return;
    const listener = () => latest.current();
    socket.io.on('reconnect', listener);
    return () => {
      socket.io.off('reconnect', listener);
    };
  }, [socket]);
}
