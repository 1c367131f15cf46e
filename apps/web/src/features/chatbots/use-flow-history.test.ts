import type { ChatbotFlow } from '@parley/contract';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newNode } from './flow-model';
import { useFlowHistory } from './use-flow-history';

const empty: ChatbotFlow = { startNode: null, nodes: [] };
const node = newNode('message', { x: 0, y: 0 });

describe('the builder’s undo and redo', () => {
  it('undoes and redoes each change, and forgets what was undone once something else changes', () => {
    const { result } = renderHook(() => useFlowHistory(empty));
    act(() => result.current.change((flow) => ({ ...flow, nodes: [node] })));
    act(() => result.current.change((flow) => ({ ...flow, startNode: node.id })));
    act(() => result.current.undo());
    expect(result.current.flow).toEqual({ startNode: null, nodes: [node] });
    act(() => result.current.redo());
    expect(result.current.flow.startNode).toBe(node.id);
    act(() => result.current.undo());
    act(() => result.current.change((flow) => ({ ...flow, nodes: [] })));
    expect(result.current.canRedo).toBe(false);
  });

  it('undoes a whole drag in one step: a checkpoint, then moves that are not steps', () => {
    const { result } = renderHook(() => useFlowHistory({ startNode: node.id, nodes: [node] }));
    act(() => result.current.checkpoint());
    for (const x of [10, 20, 30]) {
      act(() =>
        result.current.change((flow) => ({ ...flow, nodes: [{ ...node, position: { x, y: 0 } }] }), false),
      );
    }
    expect(result.current.flow.nodes[0]?.position.x).toBe(30);
    act(() => result.current.undo());
    expect(result.current.flow.nodes[0]?.position.x).toBe(0);
    expect(result.current.canUndo).toBe(false);
  });
});
