import type { ChatbotFlow } from '@parley/contract';
import { useCallback, useReducer } from 'react';

interface History {
  past: ChatbotFlow[];
  present: ChatbotFlow;
  future: ChatbotFlow[];
}

/** A new flow, or how to make it from the latest one (handlers called together each see the other's change). */
export type FlowUpdate = ChatbotFlow | ((flow: ChatbotFlow) => ChatbotFlow);

type Action =
  | { type: 'change'; update: FlowUpdate; record: boolean }
  | { type: 'checkpoint' }
  | { type: 'undo' }
  | { type: 'redo' };

/** Steps kept for undo; enough for a session's work, bounded so a long one does not grow without end. */
const depth = 100;

function reduce(history: History, action: Action): History {
  const { past, present, future } = history;
  switch (action.type) {
    case 'change': {
      const flow = typeof action.update === 'function' ? action.update(present) : action.update;
      if (flow === present) return history;
      return action.record
        ? { past: [...past, present].slice(-depth), present: flow, future: [] }
        : { ...history, present: flow };
    }
    case 'checkpoint':
      return { past: [...past, present].slice(-depth), present, future: [] };
    case 'undo': {
      const previous = past.at(-1);
      return previous
        ? { past: past.slice(0, -1), present: previous, future: [present, ...future] }
        : history;
    }
    case 'redo': {
      const [next, ...rest] = future;
      return next ? { past: [...past, present], present: next, future: rest } : history;
    }
  }
}

/**
 * The flow being built, with undo and redo. A change is one step unless `record` is false: a drag
 * records a checkpoint when it starts and moves the node without one, so it undoes in one step.
 */
export function useFlowHistory(initial: ChatbotFlow) {
  const [history, dispatch] = useReducer(reduce, { past: [], present: initial, future: [] });
  return {
    flow: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    change: useCallback(
      (update: FlowUpdate, record = true) => dispatch({ type: 'change', update, record }),
      [],
    ),
    checkpoint: useCallback(() => dispatch({ type: 'checkpoint' }), []),
    undo: useCallback(() => dispatch({ type: 'undo' }), []),
    redo: useCallback(() => dispatch({ type: 'redo' }), []),
  };
}
