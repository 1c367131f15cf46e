import type { Agent, Tag } from '@parley/contract';
import { createContext, useContext } from 'react';

/** What the canvas's node cards need from the builder besides their own node. */
export interface BuilderContextValue {
  startNode: string | null;
  /** How many lint problems each node has. */
  problemCounts: ReadonlyMap<string, number>;
  agents: ReadonlyMap<string, Agent>;
  tags: ReadonlyMap<string, Tag>;
  /** The nodes the open test run went through, and the one it waits at (or stopped at). */
  testRun: { visited: ReadonlySet<string>; current: string | null } | null;
  /** Marks a way out as ending the flow on purpose, or unmarks it. */
  toggleEnd: (nodeId: string, handle: string) => void;
}

export const BuilderContext = createContext<BuilderContextValue | null>(null);

export function useBuilder(): BuilderContextValue {
  const value = useContext(BuilderContext);
  if (!value) throw new Error('useBuilder outside the chatbot builder');
  return value;
}
