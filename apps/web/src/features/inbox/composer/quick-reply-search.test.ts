import type { QuickReply } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { matchingQuickReplies, quickReplyQuery } from './quick-reply-search';

const reply = (shortName: string, replyMessage: string, options: string[] = []): QuickReply => ({
  quickReplyId: '00000000-0000-4000-8000-000000000001',
  channelId: '00000000-0000-4000-8000-000000000002',
  shortName,
  replyMessage,
  options,
  enabled: true,
  timeRestriction: { enabled: false, startTime: '09:00', endTime: '18:00' },
  updatedAt: '2026-05-24T10:00:00.000Z',
});

describe('quickReplyQuery', () => {
  it('opens on a / at the start and narrows by the rest of the line', () => {
    expect(quickReplyQuery('/')).toBe('');
    expect(quickReplyQuery('/hours')).toBe('hours');
    expect(quickReplyQuery('see /hours')).toBeUndefined();
    expect(quickReplyQuery('/a\nb')).toBeUndefined();
  });
});

describe('matchingQuickReplies', () => {
  const hours = reply('hours', 'We are open 9 to 6', ['Book a visit']);
  const shipping = reply('ship', 'Shipping takes 2 days');
  const thanks = reply('thx', 'Thanks! Your order ships today');
  const thanksLong = reply('thanks', 'Thank you for writing');

  it('finds a reply by its message or options, case-blind', () => {
    expect(matchingQuickReplies([hours, shipping], 'SHIPPING')).toEqual([shipping]);
    expect(matchingQuickReplies([hours, shipping], 'book')).toEqual([hours]);
  });

  it('puts the reply named exactly so first, then short names that start so, then text matches', () => {
    expect(matchingQuickReplies([thanks, shipping, thanksLong], 'ship')).toEqual([shipping, thanks]);
    expect(matchingQuickReplies([thanksLong, hours, thanks], 'th')).toEqual([thanksLong, thanks]);
    expect(matchingQuickReplies([thanksLong, thanks], 'THX')).toEqual([thanks]);
  });

  it('lists all of them before anything is typed', () => {
    expect(matchingQuickReplies([hours, shipping], ' ')).toEqual([hours, shipping]);
  });
});
