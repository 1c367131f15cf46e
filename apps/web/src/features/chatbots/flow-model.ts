import { type ChatbotFlow, exitsOf, type FlowNode, flowEnd } from '@parley/contract';

/** The kinds of node the palette adds: the five of spec §3, an input node as each of its three. */
export const paletteKinds = [
  'message',
  'question',
  'button',
  'list',
  'condition',
  'assign_agent',
  'assign_tag',
] as const;
export type PaletteKind = (typeof paletteKinds)[number];

/** The palette's kind a node is of (an input node's is its input type). */
export const kindOf = (node: FlowNode): PaletteKind =>
  node.nodeType === 'input' ? node.inputType : node.nodeType;

/** A fresh id for a node, button or row: unique enough within one flow, and of the contract's shape. */
export const newId = (prefix: string) => `${prefix}_${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`;

export const newButton = () => {
  const id = newId('b');
  return { id, title: '', handle: id, child: null };
};
export const newRow = () => {
  const id = newId('r');
  return { id, title: '', description: '', handle: id, child: null };
};

/** A node of `kind` at `position`, empty but for what its kind cannot be without. */
export function newNode(kind: PaletteKind, position: { x: number; y: number }): FlowNode {
  const base = { id: newId('n'), position };
  switch (kind) {
    case 'message':
      return {
        ...base,
        nodeType: 'message',
        messageConfig: { child: null, messages: [{ id: newId('m'), type: 'text', body: { text: '' } }] },
      };
    case 'question':
      return {
        ...base,
        nodeType: 'input',
        inputType: 'question',
        questionConfig: {
          displayText: '',
          answerVariants: [],
          responseType: 'text',
          validation: { retryLimit: 2 },
          responseVariable: `answer_${base.id.slice(2, 8)}`,
          contactAttribute: null,
          errorMessage: '',
          child: null,
        },
      };
    case 'button':
      return {
        ...base,
        nodeType: 'input',
        inputType: 'button',
        buttonConfig: { headerType: 'text', header: '', body: '', footer: '', buttons: [newButton()] },
      };
    case 'list':
      return {
        ...base,
        nodeType: 'input',
        inputType: 'list',
        listConfig: {
          header: '',
          body: '',
          footer: '',
          button: '',
          sections: [{ title: '', rows: [newRow()] }],
        },
      };
    case 'condition':
      return {
        ...base,
        nodeType: 'condition',
        conditionConfig: {
          conditionsInfo: [{ source: 'variable', name: '', comparator: 'equals', value: '' }],
          operator: 'all',
          response: [
            { handle: 'true', child: null },
            { handle: 'false', child: null },
          ],
        },
      };
    case 'assign_agent':
      return { ...base, nodeType: 'assign_agent', assignAgentConfig: { agent: null, child: null } };
    case 'assign_tag':
      return { ...base, nodeType: 'assign_tag', assignTagConfig: { tags: [], child: null } };
  }
}

/** The node with the way out `handle` leading to `child` (a node's id, `end`, or null). */
export function setExit(node: FlowNode, handle: string, child: string | null): FlowNode {
  const lead = <T extends { handle: string; child: string | null }>(items: T[]) =>
    items.map((item) => (item.handle === handle ? { ...item, child } : item));
  switch (node.nodeType) {
    case 'message':
      return { ...node, messageConfig: { ...node.messageConfig, child } };
    case 'input':
      if (node.inputType === 'question')
        return { ...node, questionConfig: { ...node.questionConfig, child } };
      if (node.inputType === 'button')
        return { ...node, buttonConfig: { ...node.buttonConfig, buttons: lead(node.buttonConfig.buttons) } };
      return {
        ...node,
        listConfig: {
          ...node.listConfig,
          sections: node.listConfig.sections.map((section) => ({ ...section, rows: lead(section.rows) })),
        },
      };
    case 'condition':
      return {
        ...node,
        conditionConfig: { ...node.conditionConfig, response: lead(node.conditionConfig.response) },
      };
    case 'assign_agent':
      return { ...node, assignAgentConfig: { ...node.assignAgentConfig, child } };
    case 'assign_tag':
      return { ...node, assignTagConfig: { ...node.assignTagConfig, child } };
  }
}

/** The flow without the nodes of `ids`; the ways out that led to them are left unconnected. */
export function removeNodes(flow: ChatbotFlow, ids: ReadonlySet<string>): ChatbotFlow {
  const nodes = flow.nodes
    .filter((node) => !ids.has(node.id))
    .map((node) =>
      exitsOf(node).reduce(
        (kept, { handle, child }) => (child !== null && ids.has(child) ? setExit(kept, handle, null) : kept),
        node,
      ),
    );
  return { startNode: flow.startNode !== null && ids.has(flow.startNode) ? null : flow.startNode, nodes };
}

/** The flow with one node replaced by `update`'s answer. */
export const updateNode = (
  flow: ChatbotFlow,
  id: string,
  update: (node: FlowNode) => FlowNode,
): ChatbotFlow => ({
  ...flow,
  nodes: flow.nodes.map((node) => (node.id === id ? update(node) : node)),
});

/** The edges the canvas draws: one for every way out that leads to a node (not to the end). */
export const edgesOf = (flow: ChatbotFlow) =>
  flow.nodes.flatMap((node) =>
    exitsOf(node).flatMap(({ handle, child }) =>
      child === null || child === flowEnd
        ? []
        : [{ id: `${node.id}:${handle}`, source: node.id, sourceHandle: handle, target: child }],
    ),
  );
