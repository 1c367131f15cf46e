import type { ConversationTag, Tag } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { tagOptions } from './tag-options';

const tag = (id: string, tagName: string): Tag => ({ id, tagName });
const on = ({ id, tagName }: Tag): ConversationTag => ({ conversationTagId: `on-${id}`, tagId: id, tagName });

const vip = tag('1', 'VIP');
const vipLead = tag('2', 'VIP lead');
const refund = tag('3', 'Refund');
const account = [vip, vipLead, refund];

const describeOptions = (options: ReturnType<typeof tagOptions>) =>
  options.map((option) =>
    option.kind === 'assign' ? `assign ${option.tag.tagName}` : `create ${option.tagName}`,
  );

describe('tagOptions', () => {
  it('offers every tag not yet on the conversation while nothing is typed', () => {
    expect(describeOptions(tagOptions(account, [on(refund)], ''))).toEqual(['assign VIP', 'assign VIP lead']);
  });

  it('offers matching tags and not "create" when the typed name exists, in any letter case', () => {
    expect(describeOptions(tagOptions(account, [], '  vip '))).toEqual(['assign VIP', 'assign VIP lead']);
  });

  it('offers to create a tag by a name the account does not have, after the tags that contain it', () => {
    expect(describeOptions(tagOptions(account, [], 'VIP gold'))).toEqual(['create VIP gold']);
    expect(describeOptions(tagOptions(account, [], 'Re'))).toEqual(['assign Refund', 'create Re']);
  });

  it('neither offers nor creates again a tag already on the conversation', () => {
    expect(describeOptions(tagOptions(account, [on(refund)], 'refund'))).toEqual([]);
  });
});
