import type { ChatbotFlow } from '@parley/contract';
import { useEffect, useRef, useState } from 'react';
import { type ChatbotRef, useUpdateChatbotFlow } from './api';

/** How long the flow must stay unchanged before it is saved. */
const quietMs = 800;

export type SaveState = { state: 'saved' } | { state: 'saving' } | { state: 'failed'; error: unknown };

/**
 * Saves the flow a moment after each change (PUT of the start node and nodes), one save at a time;
 * a change made while one is on the way is saved after it. A refused flow is saved again once changed.
 */
export function useAutosave(params: ChatbotRef, flow: ChatbotFlow): SaveState {
  const update = useUpdateChatbotFlow();
  const saved = useRef(flow);
  const [state, setState] = useState<SaveState>({ state: 'saved' });
  const inFlight = useRef(false);
  const latest = useRef(flow);
  latest.current = flow;
  const [wake, setWake] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `wake` runs it again once a save settles with a change made meanwhile.
  useEffect(() => {
    if (flow === saved.current) return;
    setState((current) => (current.state === 'failed' ? current : { state: 'saving' }));
    if (inFlight.current) return;
    const timer = setTimeout(() => {
      inFlight.current = true;
      const sending = flow;
      update.mutate(
        { params, body: { startNode: sending.startNode, nodes: sending.nodes } },
        {
          onSuccess: () => {
            saved.current = sending;
            setState({ state: 'saved' });
          },
          onError: (error) => setState({ state: 'failed', error }),
          onSettled: () => {
            inFlight.current = false;
            // A change made meanwhile is saved next; a refused flow waits for the next change.
            if (latest.current !== sending) setWake((count) => count + 1);
          },
        },
      );
    }, quietMs);
    return () => clearTimeout(timer);
  }, [flow, params, update.mutate, wake]);

  // Leaving the builder within the quiet moment still saves the last change.
  const flush = useRef(() => {});
  flush.current = () => {
    if (latest.current !== saved.current)
      update.mutate({ params, body: { startNode: latest.current.startNode, nodes: latest.current.nodes } });
  };
  useEffect(() => () => flush.current(), []);

  return state;
}
