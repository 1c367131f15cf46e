import { describe, expect, it } from 'vitest';
import { ChatbotFlow, type FlowNode } from './chatbot-flow';
import { lintFlow } from './chatbot-lint';

const at = { x: 0, y: 0 };
const message = (id: string, child: string | null, text = 'Welcome to the shop!'): FlowNode => ({
  id,
  position: at,
  nodeType: 'message',
  messageConfig: { child, messages: [{ id: `${id}-1`, type: 'text', body: { text } }] },
});
const buttons = (id: string, titles: [string, string | null][]): FlowNode => ({
  id,
  position: at,
  nodeType: 'input',
  inputType: 'button',
  buttonConfig: {
    headerType: 'text',
    header: 'Hello',
    body: 'What would you like to do?',
    footer: '',
    buttons: titles.map(([title, child], index) => ({ id: `b${index}`, title, handle: `b${index}`, child })),
  },
});
const condition = (id: string, whenTrue: string, whenFalse: string): FlowNode => ({
  id,
  position: at,
  nodeType: 'condition',
  conditionConfig: {
    conditionsInfo: [{ source: 'variable', name: 'size', comparator: 'equals', value: 'L' }],
    operator: 'all',
    response: [
      { handle: 'true', child: whenTrue },
      { handle: 'false', child: whenFalse },
    ],
  },
});
const media = (id: string, body: Record<string, string>): FlowNode => ({
  id,
  position: at,
  nodeType: 'message',
  messageConfig: { child: 'end', messages: [{ id: `${id}-1`, type: 'image', body }] },
});
const codes = (flow: ChatbotFlow) => lintFlow(flow).map(({ code, nodeId }) => `${code} ${nodeId}`);

describe('lintFlow', () => {
  it('finds nothing in a flow whose ways out all lead somewhere or end', () => {
    const flow = ChatbotFlow.parse({
      startNode: 'hello',
      nodes: [
        message('hello', 'menu'),
        buttons('menu', [
          ['Track an order', 'tracking'],
          ['Talk to us', 'end'],
        ]),
        message('tracking', 'end', 'Send us your order number'),
      ],
    });
    expect(lintFlow(flow)).toEqual([]);
  });

  it("holds reply buttons to WhatsApp's limits: three at most, titles of 20 characters at most", () => {
    const titles: [string, string][] = [
      ['A button title of 25 char', 'end'],
      ['Two', 'end'],
      ['Three', 'end'],
      ['Four', 'end'],
    ];
    const problems = lintFlow({ startNode: 'menu', nodes: [buttons('menu', titles)] });
    expect(problems).toEqual([
      { code: 'tooManyButtons', nodeId: 'menu', limit: 3 },
      { code: 'buttonTitleTooLong', nodeId: 'menu', handle: 'b0', limit: 20 },
    ]);
  });

  it("holds a question's suggested answers, sent as reply buttons, to a button's title", () => {
    const question: FlowNode = {
      id: 'size',
      position: at,
      nodeType: 'input',
      inputType: 'question',
      questionConfig: {
        displayText: 'Which size?',
        answerVariants: ['Small', ' ', 'Extra large, please do!'],
        responseType: 'text',
        validation: { retryLimit: 1 },
        responseVariable: 'size',
        errorMessage: 'Please pick a size',
        child: 'end',
      },
    };
    expect(lintFlow({ startNode: 'size', nodes: [question] })).toEqual([
      { code: 'buttonTitleMissing', nodeId: 'size' },
      { code: 'buttonTitleTooLong', nodeId: 'size', limit: 20 },
    ]);
  });

  it('names each way out not connected yet, and each node the start cannot reach', () => {
    const flow: ChatbotFlow = {
      startNode: 'menu',
      nodes: [
        buttons('menu', [
          ['Yes', 'end'],
          ['No', null],
        ]),
        message('orphan', 'end'),
      ],
    };
    expect(lintFlow(flow)).toEqual([
      { code: 'handleNotConnected', nodeId: 'menu', handle: 'b1' },
      { code: 'unreachable', nodeId: 'orphan' },
    ]);
  });

  it('refuses a loop that never waits for the customer, and allows one through a question', () => {
    const spinning: ChatbotFlow = {
      startNode: 'a',
      nodes: [message('a', 'check'), condition('check', 'a', 'end')],
    };
    expect(codes(spinning).sort()).toEqual(['loopWithoutInput a', 'loopWithoutInput check']);

    const asking: ChatbotFlow = {
      startNode: 'a',
      nodes: [
        message('a', 'menu'),
        buttons('menu', [
          ['Again', 'a'],
          ['Stop', 'end'],
        ]),
      ],
    };
    expect(lintFlow(asking)).toEqual([]);
  });

  it('holds a list to ten rows with titles of 24 and descriptions of 72 characters', () => {
    const rows = Array.from({ length: 11 }, (_, index) => ({
      id: `r${index}`,
      title: index === 0 ? 'A row title of twenty-five' : `Row ${index}`,
      description: index === 1 ? 'x'.repeat(73) : '',
      handle: `r${index}`,
      child: 'end',
    }));
    const list: FlowNode = {
      id: 'list',
      position: at,
      nodeType: 'input',
      inputType: 'list',
      listConfig: {
        header: '',
        body: 'Pick a size',
        footer: '',
        button: 'Sizes',
        sections: [{ title: 'All', rows }],
      },
    };
    expect(codes({ startNode: 'list', nodes: [list] })).toEqual([
      'tooManyRows list',
      'rowTitleTooLong list',
      'rowDescriptionTooLong list',
    ]);
  });

  it('names a media item with neither an uploaded file nor a link', () => {
    const stored = '7b0c7a52-3f0e-4f7e-9d55-2a8f3c1e9b10';
    expect(codes({ startNode: 'a', nodes: [media('a', { url: ' ', filename: 'menu.png' })] })).toEqual([
      'mediaMissing a',
    ]);
    expect(codes({ startNode: 'a', nodes: [media('a', { mediaId: stored })] })).toEqual([]);
    expect(codes({ startNode: 'a', nodes: [media('a', { url: 'https://example.com/menu.png' })] })).toEqual(
      [],
    );
  });
});

describe('ChatbotFlow', () => {
  it('refuses a child that names no node of the flow, a repeated id, an unknown kind and 501 nodes', () => {
    expect(ChatbotFlow.safeParse({ startNode: 'a', nodes: [message('a', 'elsewhere')] }).success).toBe(false);
    expect(
      ChatbotFlow.safeParse({ startNode: 'a', nodes: [message('a', 'end'), message('a', 'end')] }).success,
    ).toBe(false);
    expect(
      ChatbotFlow.safeParse({ startNode: 'a', nodes: [{ ...message('a', 'end'), nodeType: 'webhook' }] })
        .success,
    ).toBe(false);
    const many = Array.from({ length: 501 }, (_, index) => message(`n${index}`, 'end'));
    expect(ChatbotFlow.safeParse({ startNode: 'n0', nodes: many }).success).toBe(false);
    expect(ChatbotFlow.safeParse({ startNode: 'n0', nodes: many.slice(0, 500) }).success).toBe(true);
  });

  it('takes a media item with an uploaded file or a link, but not both', () => {
    const stored = '7b0c7a52-3f0e-4f7e-9d55-2a8f3c1e9b10';
    const parses = (body: Record<string, string>) =>
      ChatbotFlow.safeParse({ startNode: 'a', nodes: [media('a', body)] }).success;
    expect(parses({ mediaId: stored, filename: 'menu.png' })).toBe(true);
    expect(parses({ url: 'https://example.com/menu.png' })).toBe(true);
    expect(parses({})).toBe(true);
    expect(parses({ mediaId: stored, url: 'https://example.com/menu.png' })).toBe(false);
    expect(parses({ mediaId: 'not-a-file' })).toBe(false);
  });
});
