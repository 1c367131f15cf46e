import {
  type ChatbotFlow,
  type conditionComparators,
  type FlowNode,
  flowEnd,
  type QuestionResponseType,
} from '@parley/contract';

type ConditionComparator = (typeof conditionComparators)[number];

/** Where a conversation's run of a flow stands between two customer messages. */
export interface SessionState {
  /** The input node waiting for the customer's answer; null before the start. */
  awaiting: string | null;
  variables: Record<string, string>;
  /** Wrong answers given to the node awaiting one. */
  retries: number;
}

/** What the customer sent, as far as a flow reads it. */
export interface CustomerInput {
  /** The message's text, a tapped button's title or a picked row's title; null for media and the like. */
  text: string | null;
  /** The id of a tapped reply button or picked list row. */
  replyId: string | null;
}

/** A message the bot sends, in WhatsApp's terms. */
export type BotMessage =
  | { kind: 'text'; body: string }
  | {
      kind: 'media';
      mediaType: 'image' | 'video' | 'document' | 'audio';
      /** The account's stored file, or else a link. */
      mediaId?: string;
      url?: string;
      filename?: string;
    }
  | { kind: 'interactive'; interactive: Record<string, unknown> };

export type FlowAction =
  | { kind: 'send'; nodeId: string; message: BotMessage }
  | { kind: 'assignAgent'; nodeId: string; agentId: string | null }
  | { kind: 'assignTags'; nodeId: string; tagIds: string[] }
  | { kind: 'saveAttribute'; nodeId: string; name: string; value: string };

export type EndReason = 'completed' | 'assigned' | 'retriesExhausted' | 'loopLimit';

export interface Step {
  actions: FlowAction[];
  /** The state to keep, or why the run ended. */
  outcome:
    | { kind: 'waiting'; state: SessionState }
    | { kind: 'ended'; reason: EndReason; state: SessionState };
  /** The nodes the run went through, in order, for the test run and the report. */
  visited: string[];
}

/** Nodes one customer message may run through before the run is stopped as a loop. */
export const maxStepsPerMessage = 50;

/**
 * Runs a flow from where the session stands on one customer message (or from the start when nothing
 * awaits an answer), until it waits for the next answer or ends. Pure: what is to be done comes back
 * as actions, in order, and the caller keeps the new state.
 */
export function advanceFlow(
  flow: ChatbotFlow,
  state: SessionState,
  input: CustomerInput,
  attributes: Record<string, string>,
): Step {
  const byId = new Map(flow.nodes.map((node) => [node.id, node]));
  const actions: FlowAction[] = [];
  const visited: string[] = [];
  const variables = { ...state.variables };
  const ended = (reason: EndReason): Step => ({
    actions,
    outcome: { kind: 'ended', reason, state: { awaiting: null, variables, retries: 0 } },
    visited,
  });
  const send = (nodeId: string, message: BotMessage) => actions.push({ kind: 'send', nodeId, message });

  let next: string | null = flow.startNode;
  const awaiting = state.awaiting === null ? undefined : byId.get(state.awaiting);
  if (awaiting?.nodeType === 'input') {
    const answer = answerTo(awaiting, input);
    if (!answer.accepted) {
      const retries = state.retries + 1;
      const limit = awaiting.inputType === 'question' ? awaiting.questionConfig.validation.retryLimit : 2;
      if (retries > limit) return ended('retriesExhausted');
      if (awaiting.inputType === 'question')
        send(awaiting.id, { kind: 'text', body: fill(awaiting.questionConfig.errorMessage, variables) });
      else send(awaiting.id, promptOf(awaiting, variables));
      return { actions, outcome: { kind: 'waiting', state: { ...state, variables, retries } }, visited };
    }
    if (awaiting.inputType === 'question') {
      const { responseVariable, contactAttribute, responseBody } = awaiting.questionConfig;
      variables[responseVariable] = answer.value;
      if (contactAttribute)
        actions.push({
          kind: 'saveAttribute',
          nodeId: awaiting.id,
          name: contactAttribute,
          value: answer.value,
        });
      if (responseBody?.trim()) send(awaiting.id, { kind: 'text', body: fill(responseBody, variables) });
    }
    next = answer.child;
  }

  for (let steps = 0; next !== null && next !== flowEnd; steps++) {
    if (steps >= maxStepsPerMessage) return ended('loopLimit');
    const node: FlowNode | undefined = byId.get(next);
    if (!node) break;
    visited.push(node.id);
    switch (node.nodeType) {
      case 'message':
        for (const item of node.messageConfig.messages) {
          if (item.type === 'text') send(node.id, { kind: 'text', body: fill(item.body.text, variables) });
          else
            send(node.id, {
              kind: 'media',
              mediaType: item.type,
              ...item.body,
            });
        }
        next = node.messageConfig.child;
        break;
      case 'input':
        send(node.id, promptOf(node, variables));
        return {
          actions,
          outcome: { kind: 'waiting', state: { awaiting: node.id, variables, retries: 0 } },
          visited,
        };
      case 'condition':
        next = conditionHolds(node, variables, attributes) ? childOf(node, 'true') : childOf(node, 'false');
        break;
      case 'assign_agent':
        actions.push({ kind: 'assignAgent', nodeId: node.id, agentId: node.assignAgentConfig.agent });
        return ended('assigned');
      case 'assign_tag':
        actions.push({ kind: 'assignTags', nodeId: node.id, tagIds: node.assignTagConfig.tags });
        next = node.assignTagConfig.child;
        break;
    }
  }
  return ended('completed');
}

type InputNode = Extract<FlowNode, { nodeType: 'input' }>;
type Answer = { accepted: true; value: string; child: string | null } | { accepted: false };

/** The reply id the bot gives a button or row, so that a tap names both the node and the way out. */
export const replyIdOf = (nodeId: string, handle: string) => `${nodeId}:${handle}`;

const sameText = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'base' }) === 0;

function answerTo(node: InputNode, input: CustomerInput): Answer {
  if (node.inputType === 'question') {
    const text = input.text?.trim();
    if (!text) return { accepted: false };
    const { responseType, validation } = node.questionConfig;
    return isValidAnswer(text, responseType, validation.pattern)
      ? { accepted: true, value: text, child: node.questionConfig.child }
      : { accepted: false };
  }
  const choices =
    node.inputType === 'button'
      ? node.buttonConfig.buttons
      : node.listConfig.sections.flatMap((section) => section.rows);
  const chosen = choices.find(
    (choice) =>
      input.replyId === replyIdOf(node.id, choice.handle) ||
      (input.replyId === null && input.text !== null && sameText(input.text, choice.title)),
  );
  return chosen ? { accepted: true, value: chosen.title, child: chosen.child } : { accepted: false };
}

const answerPatterns: Record<Exclude<QuestionResponseType, 'regex' | 'text' | 'date'>, RegExp> = {
  number: /^[-+]?\d+([.,]\d+)?$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  phone: /^\+?\d{7,15}$/,
};

/** Whether an answer is of the question's response type. */
export function isValidAnswer(text: string, responseType: QuestionResponseType, pattern?: string): boolean {
  switch (responseType) {
    case 'text':
      return text.length > 0;
    case 'phone':
      return answerPatterns.phone.test(text.replace(/[\s()-]/g, ''));
    case 'date':
      return isDate(text);
    case 'regex':
      try {
        return pattern !== undefined && new RegExp(`^(?:${pattern})$`, 'u').test(text);
      } catch {
        return false;
      }
    default:
      return answerPatterns[responseType].test(text);
  }
}

/** A calendar date written as 2026-11-26, 26/11/2026 or 26.11.2026. */
function isDate(text: string): boolean {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dayFirst = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1]]
      : [];
  if (!year || !month || !day) return false;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}

function childOf(
  node: Extract<FlowNode, { nodeType: 'condition' }>,
  handle: 'true' | 'false',
): string | null {
  return node.conditionConfig.response.find((response) => response.handle === handle)?.child ?? null;
}

function conditionHolds(
  node: Extract<FlowNode, { nodeType: 'condition' }>,
  variables: Record<string, string>,
  attributes: Record<string, string>,
): boolean {
  const { conditionsInfo, operator } = node.conditionConfig;
  const results = conditionsInfo.map(({ source, name, comparator, value }) =>
    compare((source === 'variable' ? variables[name] : attributes[name]) ?? '', comparator, value),
  );
  return operator === 'all' ? results.every(Boolean) : results.some(Boolean);
}

/** Texts compare without regard to case; greater and less compare numbers as numbers. */
function compare(actual: string, comparator: ConditionComparator, expected: string): boolean {
  const [left, right] = [actual.trim(), expected.trim()];
  const numbers = [Number(left.replace(',', '.')), Number(right.replace(',', '.'))] as const;
  const numeric = left !== '' && right !== '' && numbers.every(Number.isFinite);
  switch (comparator) {
    case 'equals':
      return sameText(left, right);
    case 'contains':
      return left.toLocaleLowerCase().includes(right.toLocaleLowerCase());
    case 'startsWith':
      return left.toLocaleLowerCase().startsWith(right.toLocaleLowerCase());
    case 'greaterThan':
      return numeric ? numbers[0] > numbers[1] : left.localeCompare(right) > 0;
    case 'lessThan':
      return numeric ? numbers[0] < numbers[1] : left.localeCompare(right) < 0;
    case 'isEmpty':
      return left === '';
  }
}

/** `{{name}}` becomes the variable's value (empty when the flow has not saved it). */
export function fill(text: string, variables: Record<string, string>): string {
  return text.replace(/\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g, (_, name: string) => variables[name] ?? '');
}

/** An input node's message: a question (with its suggested answers as reply buttons), buttons or a list. */
function promptOf(node: InputNode, variables: Record<string, string>): BotMessage {
  if (node.inputType === 'question') {
    const { displayText, answerVariants } = node.questionConfig;
    const body = fill(displayText, variables);
    if (answerVariants.length === 0) return { kind: 'text', body };
    return {
      kind: 'interactive',
      interactive: {
        type: 'button',
        body: { text: body },
        action: {
          buttons: answerVariants.map((title, index) => ({
            type: 'reply',
            reply: { id: replyIdOf(node.id, `variant-${index + 1}`), title },
          })),
        },
      },
    };
  }
  if (node.inputType === 'button') {
    const { headerType, header, headerMediaId, headerFilename, body, footer, buttons } = node.buttonConfig;
    return {
      kind: 'interactive',
      interactive: {
        type: 'button',
        ...headerOf(headerType, fill(header, variables), {
          mediaId: headerMediaId,
          filename: headerFilename,
        }),
        body: { text: fill(body, variables) },
        ...(footer.trim() ? { footer: { text: fill(footer, variables) } } : {}),
        action: {
          buttons: buttons.map((button) => ({
            type: 'reply',
            reply: { id: replyIdOf(node.id, button.handle), title: button.title },
          })),
        },
      },
    };
  }
  const { header, body, footer, button, sections } = node.listConfig;
  return {
    kind: 'interactive',
    interactive: {
      type: 'list',
      ...headerOf('text', fill(header, variables)),
      body: { text: fill(body, variables) },
      ...(footer.trim() ? { footer: { text: fill(footer, variables) } } : {}),
      action: {
        button,
        sections: sections.map((section) => ({
          title: section.title,
          rows: section.rows.map((row) => ({
            id: replyIdOf(node.id, row.handle),
            title: row.title,
            ...(row.description.trim() ? { description: row.description } : {}),
          })),
        })),
      },
    },
  };
}

/**
 * The interactive header: text, or media by link or by the account's stored file (`{ mediaId }`,
 * which the send gives the provider as it takes files); a document by link carries its file name.
 */
function headerOf(
  type: 'text' | 'image' | 'video' | 'document',
  value: string,
  file: { mediaId?: string; filename?: string } = {},
) {
  if (type === 'text') return value.trim() ? { header: { type, text: value } } : {};
  if (file.mediaId) return { header: { type, [type]: { mediaId: file.mediaId } } };
  if (!value.trim()) return {};
  const filename = type === 'document' && file.filename?.trim() ? { filename: file.filename } : {};
  return { header: { type, [type]: { link: value, ...filename } } };
}
