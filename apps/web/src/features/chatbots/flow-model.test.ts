import { ChatbotFlow, exitsOf, flowEnd, lintFlow } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { edgesOf, newNode, paletteKinds, removeNodes, setExit, updateNode } from './flow-model';

const at = { x: 0, y: 0 };

describe('the builder’s flow model', () => {
  it('makes a node of every kind the contract stores', () => {
    for (const kind of paletteKinds) {
      const node = newNode(kind, at);
      expect(ChatbotFlow.safeParse({ startNode: node.id, nodes: [node] }).success, kind).toBe(true);
    }
  });

  it('connects a way out, ends it on purpose, and draws an edge only for a connection', () => {
    const message = newNode('message', at);
    const buttons = newNode('button', { x: 300, y: 0 });
    const [button] = exitsOf(buttons);
    let flow: ChatbotFlow = { startNode: message.id, nodes: [message, buttons] };
    flow = updateNode(flow, message.id, (node) => setExit(node, 'next', buttons.id));
    flow = updateNode(flow, buttons.id, (node) => setExit(node, button?.handle ?? '', flowEnd));
    expect(edgesOf(flow)).toEqual([
      { id: `${message.id}:next`, source: message.id, sourceHandle: 'next', target: buttons.id },
    ]);
    expect(lintFlow(flow).filter((problem) => problem.code === 'handleNotConnected')).toEqual([]);
  });

  it('leaves the ways into a deleted node unconnected, and the start unset when it was the start', () => {
    const message = newNode('message', at);
    const question = newNode('question', at);
    const flow = {
      startNode: question.id,
      nodes: [setExit(message, 'next', question.id), question],
    };
    const left = removeNodes(flow, new Set([question.id]));
    expect(left.startNode).toBeNull();
    expect(left.nodes.map((node) => exitsOf(node))).toEqual([[{ handle: 'next', child: null }]]);
    expect(ChatbotFlow.safeParse(left).success).toBe(true);
  });
});
