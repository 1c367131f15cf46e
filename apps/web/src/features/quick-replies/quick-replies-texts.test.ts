import { quickReplyMessages } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import quickReplies from '../../locales/en/quick-replies.json';

describe('the quick-reply pages’ English notifications', () => {
  it('say word for word what the spec says (§8 quick replies and quick-reply configuration)', () => {
    expect(quickReplies.messages).toEqual(quickReplyMessages);
  });
});
