import { describe, expect, it } from 'vitest';
import { message } from '../testing/fixtures';
import { orderTotal } from './message-view';
import { threadRows } from './thread-rows';

describe('threadRows', () => {
  it('marks the first message of each day for its label', () => {
    const rows = threadRows([
      message(new Date(2026, 4, 23, 22, 0).toISOString()),
      message(new Date(2026, 4, 23, 23, 0).toISOString()),
      message(new Date(2026, 4, 24, 8, 0).toISOString()),
    ]);
    expect(rows.map((row) => row.startsDay)).toEqual([true, false, true]);
  });

  it('puts a reaction on the message it reacts to, the latest per side, and drops a taken-back one', () => {
    const at = '2026-05-24T10:00:00.000Z';
    const sent = message(at, { direction: 'outbound', providerMessageId: 'wamid.sent', status: 'read' });
    const other = message(at, { providerMessageId: 'wamid.other' });
    const react = (target: string, emoji?: string) =>
      message(at, { type: 'reaction', content: { message_id: target, ...(emoji ? { emoji } : {}) } });
    const rows = threadRows([
      sent,
      other,
      react('wamid.sent', '👍'),
      react('wamid.sent', '❤️'),
      react('wamid.other', '😂'),
      react('wamid.other'),
    ]);

    expect(rows.map((row) => row.message.messageId)).toEqual([sent.messageId, other.messageId]);
    expect(rows.map((row) => row.reactions)).toEqual([['❤️'], []]);
  });

  it('shows a reaction to a message that is not loaded as a row of its own', () => {
    const reaction = message('2026-05-24T10:00:00.000Z', {
      type: 'reaction',
      content: { message_id: 'wamid.older', emoji: '🙏' },
    });
    const [row] = threadRows([reaction]);
    expect(row?.view).toEqual({ kind: 'reaction', emoji: '🙏', targetProviderMessageId: 'wamid.older' });
  });

  it('quotes the message a reply answers when it is loaded', () => {
    const at = '2026-05-24T10:00:00.000Z';
    const offer = message(at, { direction: 'outbound', providerMessageId: 'wamid.offer' });
    const tap = message(at, {
      type: 'button',
      content: { payload: 'YES', text: 'Yes please' },
      replyToProviderMessageId: 'wamid.offer',
    });
    const rows = threadRows([offer, tap]);
    expect(rows[1]?.quoted).toBe(offer);
    expect(rows[1]?.view).toEqual({ kind: 'reply', title: 'Yes please' });
  });
});

describe('orderTotal', () => {
  const item = (quantity: number, itemPrice: number, currency = 'USD') => ({
    productRetailerId: 'x',
    quantity,
    itemPrice,
    currency,
  });

  it('adds up quantity times price when every item is in one currency', () => {
    expect(orderTotal([item(2, 30), item(1, 25)])).toEqual({ currency: 'USD', amount: 85 });
  });

  it('has no total when the items are in several currencies', () => {
    expect(orderTotal([item(2, 30), item(1, 25, 'EUR')])).toBeUndefined();
    expect(orderTotal([])).toBeUndefined();
  });
});
