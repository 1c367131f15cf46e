import { z } from 'zod/mini';
import { type ChatbotFlow, exitsOf, type FlowNode, flowEnd, flowLimits, hasMedia } from './chatbot-flow';

export const flowProblemCodes = [
  'startMissing',
  'messageEmpty',
  'mediaMissing',
  'questionMissing',
  'patternInvalid',
  'bodyMissing',
  'bodyTooLong',
  'headerTooLong',
  'footerTooLong',
  'buttonsMissing',
  'tooManyButtons',
  'buttonTitleMissing',
  'buttonTitleTooLong',
  'rowsMissing',
  'tooManyRows',
  'rowTitleMissing',
  'rowTitleTooLong',
  'rowDescriptionTooLong',
  'listButtonMissing',
  'listButtonTooLong',
  'handleTaken',
  'conditionsMissing',
  'tagsMissing',
  'handleNotConnected',
  'unreachable',
  'loopWithoutInput',
] as const;
export type FlowProblemCode = (typeof flowProblemCodes)[number];

/** What keeps a flow from running, on the node it concerns (none for `startMissing`). */
export const FlowProblem = z.object({
  code: z.enum(flowProblemCodes),
  nodeId: z.nullable(z.string()),
  /** The button, row or outcome concerned, when it is one of the node's. */
  handle: z.optional(z.string()),
  /** The limit exceeded, for the texts that name it. */
  limit: z.optional(z.int()),
});
export type FlowProblem = z.infer<typeof FlowProblem>;

/**
 * Everything that keeps a stored flow from being activated, against WhatsApp's own limits (reply
 * buttons, list rows, text lengths) and the flow's shape: every way out connected or ending on
 * purpose, every node reachable from the start, and no loop a customer could not stop by answering.
 * The builder shows these as the user builds; the server refuses to activate a flow that has any.
 */
export function lintFlow(flow: ChatbotFlow): FlowProblem[] {
  const problems: FlowProblem[] = [];
  if (flow.startNode === null) problems.push({ code: 'startMissing', nodeId: null });
  for (const node of flow.nodes) {
    const report = (code: FlowProblemCode, extra: Omit<FlowProblem, 'code' | 'nodeId'> = {}) =>
      problems.push({ code, nodeId: node.id, ...extra });
    lintContent(node, report);
    const handles = new Set<string>();
    for (const { handle, child } of exitsOf(node)) {
      if (handles.has(handle)) report('handleTaken', { handle });
      handles.add(handle);
      if (child === null) report('handleNotConnected', { handle });
    }
  }
  const reachable = reachableFrom(flow);
  for (const node of flow.nodes) {
    if (!reachable.has(node.id)) problems.push({ code: 'unreachable', nodeId: node.id });
  }
  for (const nodeId of nodesInLoopsWithoutInput(flow)) problems.push({ code: 'loopWithoutInput', nodeId });
  return problems;
}

type Report = (code: FlowProblemCode, extra?: Omit<FlowProblem, 'code' | 'nodeId'>) => void;

const tooLong = (value: string, limit: number) => [...value].length > limit;

function lintContent(node: FlowNode, report: Report): void {
  switch (node.nodeType) {
    case 'message': {
      const { messages } = node.messageConfig;
      if (messages.length === 0 || messages.some((item) => item.type === 'text' && !item.body.text.trim()))
        report('messageEmpty');
      if (messages.some((item) => item.type !== 'text' && !hasMedia(item))) report('mediaMissing');
      return;
    }
    case 'input':
      if (node.inputType === 'question') {
        const { displayText, responseType, validation, answerVariants } = node.questionConfig;
        if (!displayText.trim()) report('questionMissing');
        if (tooLong(displayText, flowLimits.bodyLength))
          report('bodyTooLong', { limit: flowLimits.bodyLength });
        if (responseType === 'regex' && !isPattern(validation.pattern)) report('patternInvalid');
        // Suggested answers go out as reply buttons.
        for (const title of answerVariants) {
          if (!title.trim()) report('buttonTitleMissing');
          else if (tooLong(title, flowLimits.buttonTitleLength))
            report('buttonTitleTooLong', { limit: flowLimits.buttonTitleLength });
        }
        return;
      }
      if (node.inputType === 'button') {
        const { headerType, header, headerMediaId, body, footer, buttons } = node.buttonConfig;
        lintInteractiveText({ header: headerType === 'text' ? header : '', body, footer }, report);
        if (headerType !== 'text' && !headerMediaId && !header.trim()) report('mediaMissing');
        if (buttons.length === 0) report('buttonsMissing');
        if (buttons.length > flowLimits.buttons) report('tooManyButtons', { limit: flowLimits.buttons });
        for (const button of buttons) {
          if (!button.title.trim()) report('buttonTitleMissing', { handle: button.handle });
          else if (tooLong(button.title, flowLimits.buttonTitleLength))
            report('buttonTitleTooLong', { handle: button.handle, limit: flowLimits.buttonTitleLength });
        }
        return;
      }
      {
        const { header, body, footer, button, sections } = node.listConfig;
        lintInteractiveText({ header, body, footer }, report);
        if (!button.trim()) report('listButtonMissing');
        else if (tooLong(button, flowLimits.listButtonLength))
          report('listButtonTooLong', { limit: flowLimits.listButtonLength });
        const rows = sections.flatMap((section) => section.rows);
        if (rows.length === 0) report('rowsMissing');
        if (rows.length > flowLimits.listRows) report('tooManyRows', { limit: flowLimits.listRows });
        for (const row of rows) {
          if (!row.title.trim()) report('rowTitleMissing', { handle: row.handle });
          else if (tooLong(row.title, flowLimits.rowTitleLength))
            report('rowTitleTooLong', { handle: row.handle, limit: flowLimits.rowTitleLength });
          if (tooLong(row.description, flowLimits.rowDescriptionLength))
            report('rowDescriptionTooLong', { handle: row.handle, limit: flowLimits.rowDescriptionLength });
        }
        return;
      }
    case 'condition':
      if (node.conditionConfig.conditionsInfo.length === 0) report('conditionsMissing');
      return;
    case 'assign_tag':
      if (node.assignTagConfig.tags.length === 0) report('tagsMissing');
      return;
    case 'assign_agent':
      return;
  }
}

function lintInteractiveText(
  { header, body, footer }: { header: string; body: string; footer: string },
  report: Report,
): void {
  if (!body.trim()) report('bodyMissing');
  if (tooLong(body, flowLimits.bodyLength)) report('bodyTooLong', { limit: flowLimits.bodyLength });
  if (tooLong(header, flowLimits.headerLength)) report('headerTooLong', { limit: flowLimits.headerLength });
  if (tooLong(footer, flowLimits.footerLength)) report('footerTooLong', { limit: flowLimits.footerLength });
}

function isPattern(pattern: string | undefined): boolean {
  if (!pattern) return false;
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

const childrenOf = (node: FlowNode) =>
  exitsOf(node).flatMap(({ child }) => (child === null || child === flowEnd ? [] : [child]));

function reachableFrom(flow: ChatbotFlow): Set<string> {
  const byId = new Map(flow.nodes.map((node) => [node.id, node]));
  const seen = new Set<string>();
  const pending = flow.startNode === null ? [] : [flow.startNode];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    const node = byId.get(id);
    if (!node || seen.has(id)) continue;
    seen.add(id);
    pending.push(...childrenOf(node));
  }
  return seen;
}

/**
 * Nodes on a cycle that passes through no input node: the bot would go round it without ever waiting
 * for the customer. Found as the strongly connected components (Tarjan's) of the graph without
 * input nodes.
 */
function nodesInLoopsWithoutInput(flow: ChatbotFlow): string[] {
  const byId = new Map(flow.nodes.filter((node) => node.nodeType !== 'input').map((node) => [node.id, node]));
  const next = (id: string) => {
    const node = byId.get(id);
    return node ? childrenOf(node).filter((child) => byId.has(child)) : [];
  };
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const looping: string[] = [];
  let counter = 0;

  const visit = (id: string) => {
    index.set(id, counter);
    low.set(id, counter);
    counter++;
    stack.push(id);
    onStack.add(id);
    for (const child of next(id)) {
      if (!index.has(child)) {
        visit(child);
        low.set(id, Math.min(low.get(id) ?? 0, low.get(child) ?? 0));
      } else if (onStack.has(child)) {
        low.set(id, Math.min(low.get(id) ?? 0, index.get(child) ?? 0));
      }
    }
    if (low.get(id) !== index.get(id)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === id) break;
    }
    if (component.length > 1 || next(id).includes(id)) looping.push(...component);
  };

  for (const id of byId.keys()) if (!index.has(id)) visit(id);
  return looping;
}
