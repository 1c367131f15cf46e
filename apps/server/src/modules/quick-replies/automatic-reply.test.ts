import type { QuickReply } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { chooseAutomaticReply } from './automatic-reply';

let lastId = 0;
function reply(overrides: Partial<QuickReply> & { updatedAt: string }): QuickReply {
  lastId += 1;
  return {
    quickReplyId: `00000000-0000-4000-8000-${String(lastId).padStart(12, '0')}`,
    channelId: '00000000-0000-4000-8000-000000000000',
    shortName: `reply-${lastId}`,
    replyMessage: `Reply ${lastId}`,
    options: [],
    enabled: true,
    timeRestriction: { enabled: false, startTime: '09:00', endTime: '18:00' },
    ...overrides,
  };
}

const outOfHours = { enabled: true, startTime: '18:00', endTime: '09:00' };

describe('chooseAutomaticReply', () => {
  const greeting = reply({ updatedAt: '2026-01-02T00:00:00.000Z' });
  const nightly = reply({ timeRestriction: outOfHours, updatedAt: '2026-01-01T00:00:00.000Z' });

  it('prefers a reply whose time restriction holds over one without a restriction', () => {
    expect(chooseAutomaticReply([greeting, nightly], '22:00')).toBe(nightly);
  });

  it('falls back to the unrestricted reply outside the hours of the restricted one', () => {
    expect(chooseAutomaticReply([greeting, nightly], '10:00')).toBe(greeting);
  });

  it('takes the most recently updated among equals', () => {
    const newer = reply({ updatedAt: '2026-02-01T00:00:00.000Z' });
    expect(chooseAutomaticReply([greeting, newer], '10:00')).toBe(newer);
  });

  it('never sends a disabled reply, and nothing when none applies', () => {
    const disabled = reply({ enabled: false, updatedAt: '2026-03-01T00:00:00.000Z' });
    expect(chooseAutomaticReply([disabled, nightly], '22:00')).toBe(nightly);
    expect(chooseAutomaticReply([disabled, nightly], '10:00')).toBeUndefined();
    expect(chooseAutomaticReply([], '10:00')).toBeUndefined();
  });
});
