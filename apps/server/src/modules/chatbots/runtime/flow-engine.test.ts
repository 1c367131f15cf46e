import type { ChatbotFlow, FlowNode } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { advanceFlow, isValidAnswer, replyIdOf, type SessionState } from './flow-engine';

const at = { x: 0, y: 0 };
const start: SessionState = { awaiting: null, variables: {}, retries: 0 };
const text = (value: string) => ({ text: value, replyId: null });
const tap = (nodeId: string, handle: string, title: string) => ({
  text: title,
  replyId: replyIdOf(nodeId, handle),
});

const flow: ChatbotFlow = {
  startNode: 'welcome',
  nodes: [
    {
      id: 'welcome',
      position: at,
      nodeType: 'message',
      messageConfig: { child: 'menu', messages: [{ id: 'w', type: 'text', body: { text: 'Welcome!' } }] },
    },
    {
      id: 'menu',
      position: at,
      nodeType: 'input',
      inputType: 'button',
      buttonConfig: {
        headerType: 'text',
        header: '',
        body: 'How can we help?',
        footer: '',
        buttons: [
          { id: 'b1', title: 'Track an order', handle: 'track', child: 'order' },
          { id: 'b2', title: 'Talk to us', handle: 'human', child: 'tag' },
        ],
      },
    },
    {
      id: 'order',
      position: at,
      nodeType: 'input',
      inputType: 'question',
      questionConfig: {
        displayText: 'Your order number?',
        answerVariants: [],
        responseType: 'number',
        validation: { retryLimit: 1 },
        responseVariable: 'orderNumber',
        contactAttribute: 'last_order',
        errorMessage: 'Digits only, please',
        responseBody: 'Looking up order {{orderNumber}}',
        child: 'big',
      },
    },
    {
      id: 'big',
      position: at,
      nodeType: 'condition',
      conditionConfig: {
        conditionsInfo: [
          { source: 'variable', name: 'orderNumber', comparator: 'greaterThan', value: '1000' },
        ],
        operator: 'all',
        response: [
          { handle: 'true', child: 'agent' },
          { handle: 'false', child: 'end' },
        ],
      },
    },
    {
      id: 'tag',
      position: at,
      nodeType: 'assign_tag',
      assignTagConfig: { tags: ['5b0c2f9e-4d8a-4f6e-9a51-2f3c1d7e8a90'], child: 'agent' },
    },
    { id: 'agent', position: at, nodeType: 'assign_agent', assignAgentConfig: { agent: null, child: 'end' } },
  ],
};

const sentTexts = (step: ReturnType<typeof advanceFlow>) =>
  step.actions.flatMap((action) =>
    action.kind === 'send' && action.message.kind === 'text' ? [action.message.body] : [],
  );

describe('advanceFlow', () => {
  it('sends the welcome, then the menu as reply buttons, and waits for a tap', () => {
    const step = advanceFlow(flow, start, text('hello'), {});
    expect(sentTexts(step)).toEqual(['Welcome!']);
    const menu = step.actions[1];
    expect(menu).toMatchObject({
      kind: 'send',
      message: {
        kind: 'interactive',
        interactive: {
          type: 'button',
          action: { buttons: [{ reply: { id: 'menu:track' } }, { reply: { id: 'menu:human' } }] },
        },
      },
    });
    expect(step.outcome).toEqual({ kind: 'waiting', state: { awaiting: 'menu', variables: {}, retries: 0 } });
  });

  it('branches on the tapped button, or on its title typed out', () => {
    const waiting = { awaiting: 'menu', variables: {}, retries: 0 };
    expect(advanceFlow(flow, waiting, tap('menu', 'track', 'Track an order'), {}).visited).toEqual(['order']);
    expect(advanceFlow(flow, waiting, text('talk TO us'), {}).visited).toEqual(['tag', 'agent']);
  });

  it('answers a wrong answer with the error message, and ends after the retry limit', () => {
    const asking = { awaiting: 'order', variables: {}, retries: 0 };
    const once = advanceFlow(flow, asking, text('soon'), {});
    expect(sentTexts(once)).toEqual(['Digits only, please']);
    expect(once.outcome).toMatchObject({ kind: 'waiting', state: { awaiting: 'order', retries: 1 } });

    const twice = advanceFlow(flow, { ...asking, retries: 1 }, { text: null, replyId: null }, {});
    expect(twice.outcome).toMatchObject({ kind: 'ended', reason: 'retriesExhausted' });
  });

  it('saves a valid answer to its variable and contact attribute, then follows the condition', () => {
    const asking = { awaiting: 'order', variables: {}, retries: 0 };
    const big = advanceFlow(flow, asking, text('4711'), {});
    expect(sentTexts(big)).toEqual(['Looking up order 4711']);
    expect(big.actions).toContainEqual({
      kind: 'saveAttribute',
      nodeId: 'order',
      name: 'last_order',
      value: '4711',
    });
    expect(big.actions.at(-1)).toEqual({ kind: 'assignAgent', nodeId: 'agent', agentId: null });
    expect(big.outcome).toMatchObject({
      kind: 'ended',
      reason: 'assigned',
      state: { variables: { orderNumber: '4711' } },
    });

    const small = advanceFlow(flow, asking, text('12'), {});
    expect(small.outcome).toMatchObject({ kind: 'ended', reason: 'completed' });
  });

  it('stops a run that goes round without waiting for the customer', () => {
    const looping: ChatbotFlow = {
      startNode: 'a',
      nodes: [
        {
          id: 'a',
          position: at,
          nodeType: 'assign_tag',
          assignTagConfig: { tags: [], child: 'b' },
        } satisfies FlowNode,
        { id: 'b', position: at, nodeType: 'assign_tag', assignTagConfig: { tags: [], child: 'a' } },
      ],
    };
    const step = advanceFlow(looping, start, text('hi'), {});
    expect(step.outcome).toMatchObject({ kind: 'ended', reason: 'loopLimit' });
    expect(step.visited).toHaveLength(50);
  });
});

describe('isValidAnswer', () => {
  it.each([
    ['number', '12.5', true],
    ['number', 'twelve', false],
    ['email', 'ada@example.com', true],
    ['email', 'ada@', false],
    ['phone', '+49 151 1234 5678', true],
    ['phone', '12', false],
    ['date', '2026-11-26', true],
    ['date', '31/02/2026', false],
    ['text', 'anything', true],
  ] as const)('%s: %s is %s', (type, answer, valid) => {
    expect(isValidAnswer(answer, type)).toBe(valid);
  });

  it('matches a regular expression against the whole answer', () => {
    expect(isValidAnswer('AB-123', 'regex', '[A-Z]{2}-\\d{3}')).toBe(true);
    expect(isValidAnswer('xAB-123', 'regex', '[A-Z]{2}-\\d{3}')).toBe(false);
  });
});
