import { z } from 'zod/mini';
import { attributeKey } from '../contacts/contacts.schemas';
import { validationMessages as m } from '../validation';

/**
 * A chatbot's flow as spec §3 names it: nodes of five kinds (`nodeType`), each with a position on
 * the canvas and its kind's config; a node leads on through `child` (the next node's id), and
 * buttons, list rows and condition outcomes each through their own `handle` and `child`. A child
 * that is `null` is not connected yet; `end` ends the flow there on purpose.
 *
 * The schema refuses what cannot be stored (an unknown kind, a child naming no node of the flow,
 * too many nodes); what can be stored but not run yet is found by `lintFlow` (chatbot-lint.ts).
 */
export const flowLimits = {
  nodes: 500,
  nodeIdLength: 64,
  /** WhatsApp's own limits, checked by the lint. */
  buttons: 3,
  buttonTitleLength: 20,
  listRows: 10,
  listSections: 10,
  rowTitleLength: 24,
  rowDescriptionLength: 72,
  listButtonLength: 20,
  bodyLength: 1024,
  headerLength: 60,
  footerLength: 60,
  textMessageLength: 4096,
  messagesPerNode: 10,
  conditions: 10,
  tagsPerNode: 10,
  variableNameLength: 50,
  valueLength: 1024,
} as const;

/** The child that ends the flow on purpose. */
export const flowEnd = 'end';

const text = (max: number) => z.string().check(z.maxLength(max, m.tooLong));
const nodeId = z.string({ error: m.flowNodeIdInvalid }).check(
  z.regex(/^[A-Za-z0-9_-]{1,64}$/, m.flowNodeIdInvalid),
  z.refine((id) => id !== flowEnd, m.flowNodeIdInvalid),
);
/** The next node's id, `end`, or null while not connected. */
const child = z.nullable(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, m.flowNodeIdInvalid)));
const handle = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, m.flowNodeIdInvalid));
const variableName = z
  .string({ error: m.flowVariableInvalid })
  .check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/, m.flowVariableInvalid));

const Position = z.object({ x: z.number(), y: z.number() });

export const flowMediaTypes = ['image', 'video', 'document', 'audio'] as const;

/**
 * A media item sends a stored file or a link, not both; until it has one, the lint reports it
 * (`mediaMissing`), so a half-built item can still be saved.
 */
export const FlowMessageItem = z.discriminatedUnion('type', [
  z.object({
    id: handle,
    type: z.literal('text'),
    body: z.object({ text: text(flowLimits.textMessageLength) }),
  }),
  z.object({
    id: handle,
    type: z.enum(flowMediaTypes),
    body: z
      .object({
        /** A public link to the file. */
        url: z.optional(text(2048)),
        /** One of the account's stored files (POST /media), uploaded in the builder. */
        mediaId: z.optional(z.uuid()),
        filename: z.optional(text(240)),
      })
      .check(
        z.refine((body) => !(body.mediaId && body.url?.trim()), {
          message: m.flowMediaLinkAndFile,
          path: ['url'],
        }),
      ),
  }),
]);
export type FlowMessageItem = z.infer<typeof FlowMessageItem>;
export type FlowMediaItem = Extract<FlowMessageItem, { type: (typeof flowMediaTypes)[number] }>;

/** Whether a media item names its file, by upload or by link. */
export const hasMedia = (item: FlowMediaItem): boolean => Boolean(item.body.mediaId || item.body.url?.trim());

export const questionResponseTypes = ['text', 'number', 'email', 'phone', 'date', 'regex'] as const;
export type QuestionResponseType = (typeof questionResponseTypes)[number];

export const QuestionConfig = z.object({
  displayText: text(flowLimits.bodyLength),
  /** Suggested answers shown with the question; any answer of the response type is taken. */
  answerVariants: z.array(text(200)).check(z.maxLength(flowLimits.buttons)),
  responseType: z.enum(questionResponseTypes),
  validation: z.object({
    /** For `regex`: the pattern the whole answer must match. */
    pattern: z.optional(text(500)),
    /** Wrong answers before the bot gives up on the question and ends. */
    retryLimit: z.int().check(z.minimum(0), z.maximum(10)),
  }),
  responseVariable: variableName,
  /** A contact attribute the answer is saved to as well. */
  contactAttribute: z.optional(z.nullable(attributeKey)),
  errorMessage: text(flowLimits.bodyLength),
  /** What the bot says once the answer is taken; `{{variable}}` is filled in. */
  responseBody: z.optional(text(flowLimits.bodyLength)),
  child,
});

export const buttonHeaderTypes = ['text', 'image', 'video', 'document'] as const;

export const ButtonConfig = z
  .object({
    headerType: z.enum(buttonHeaderTypes),
    /** The header's text, or its media's link for a media header. */
    header: text(2048),
    /** A media header's file, one of the account's stored files (POST /media), in place of a link. */
    headerMediaId: z.optional(z.uuid()),
    /** A document header's file name, as the customer sees it. */
    headerFilename: z.optional(text(240)),
    body: text(4096),
    footer: text(200),
    buttons: z.array(z.object({ id: handle, title: text(200), handle, child })).check(z.maxLength(20)),
    responseBody: z.optional(text(flowLimits.bodyLength)),
  })
  .check(
    z.refine((config) => !(config.headerMediaId && config.header.trim()), {
      message: m.flowMediaLinkAndFile,
      path: ['header'],
    }),
  );

export const ListConfig = z.object({
  header: text(200),
  body: text(4096),
  footer: text(200),
  button: text(200),
  responseBody: z.optional(text(flowLimits.bodyLength)),
  sections: z
    .array(
      z.object({
        title: text(200),
        rows: z
          .array(z.object({ id: handle, title: text(200), description: text(500), handle, child }))
          .check(z.maxLength(50)),
      }),
    )
    .check(z.maxLength(20)),
});

export const conditionComparators = [
  'equals',
  'contains',
  'startsWith',
  'greaterThan',
  'lessThan',
  'isEmpty',
] as const;

export const ConditionConfig = z.object({
  conditionsInfo: z
    .array(
      z.object({
        /** `variable` is one the flow saved; `attribute` is the contact's. */
        source: z.enum(['variable', 'attribute']),
        name: text(flowLimits.variableNameLength),
        comparator: z.enum(conditionComparators),
        value: text(flowLimits.valueLength),
      }),
    )
    .check(z.maxLength(flowLimits.conditions)),
  operator: z.enum(['all', 'any']),
  /** Where the flow goes when the conditions hold (`true`) and when they do not (`false`). */
  response: z.array(z.object({ handle: z.enum(['true', 'false']), child })).check(z.length(2)),
});

const NodeBase = z.object({ id: nodeId, position: Position });
const node = <K extends string, S extends z.core.$ZodLooseShape>(nodeType: K, shape: S) =>
  z.extend(NodeBase, { nodeType: z.literal(nodeType), ...shape });

export const FlowNode = z.discriminatedUnion('nodeType', [
  node('message', {
    messageConfig: z.object({
      child,
      messages: z.array(FlowMessageItem).check(z.maxLength(flowLimits.messagesPerNode)),
    }),
  }),
  z.discriminatedUnion('inputType', [
    node('input', { inputType: z.literal('question'), questionConfig: QuestionConfig }),
    node('input', { inputType: z.literal('button'), buttonConfig: ButtonConfig }),
    node('input', { inputType: z.literal('list'), listConfig: ListConfig }),
  ]),
  node('condition', { conditionConfig: ConditionConfig }),
  node('assign_agent', {
    /** A user of the account; null assigns as auto-assign would. */
    assignAgentConfig: z.object({ agent: z.nullable(z.uuid()), child }),
  }),
  node('assign_tag', {
    assignTagConfig: z.object({ tags: z.array(z.uuid()).check(z.maxLength(flowLimits.tagsPerNode)), child }),
  }),
]);
export type FlowNode = z.infer<typeof FlowNode>;
export type FlowNodeType = FlowNode['nodeType'];

/** Every way out of a node: its handle (`next` for a node's single way on) and where it leads. */
export function exitsOf(node: FlowNode): { handle: string; child: string | null }[] {
  switch (node.nodeType) {
    case 'message':
      return [{ handle: 'next', child: node.messageConfig.child }];
    case 'input':
      if (node.inputType === 'question') return [{ handle: 'next', child: node.questionConfig.child }];
      if (node.inputType === 'button')
        return node.buttonConfig.buttons.map(({ handle, child }) => ({ handle, child }));
      return node.listConfig.sections.flatMap((section) =>
        section.rows.map(({ handle, child }) => ({ handle, child })),
      );
    case 'condition':
      return node.conditionConfig.response.map(({ handle, child }) => ({ handle, child }));
    case 'assign_agent':
      return [{ handle: 'next', child: node.assignAgentConfig.child }];
    case 'assign_tag':
      return [{ handle: 'next', child: node.assignTagConfig.child }];
  }
}

/**
 * The flow document the API stores and answers: the start node and every node. Node ids are unique,
 * the start node is one of them, and every child names a node of this flow (or `end`).
 */
export const ChatbotFlow = z
  .object({
    startNode: z.nullable(nodeId),
    nodes: z.array(FlowNode).check(z.maxLength(flowLimits.nodes, m.flowTooManyNodes)),
  })
  .check(
    z.superRefine((flow, context) => {
      const report = (path: (string | number)[], message: string) =>
        context.addIssue({ code: 'custom', path, message });
      const ids = new Set<string>();
      flow.nodes.forEach((node, index) => {
        if (ids.has(node.id)) report(['nodes', index, 'id'], m.flowNodeIdTaken);
        ids.add(node.id);
      });
      if (flow.startNode !== null && !ids.has(flow.startNode)) report(['startNode'], m.flowChildUnknown);
      flow.nodes.forEach((node, index) => {
        const dangling = exitsOf(node).some(
          ({ child }) => child !== null && child !== flowEnd && !ids.has(child),
        );
        if (dangling) report(['nodes', index], m.flowChildUnknown);
      });
    }),
  );
export type ChatbotFlow = z.infer<typeof ChatbotFlow>;
