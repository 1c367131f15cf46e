import type { Clock } from '../../context';
import type { Database } from '../../db/client';
import type { InboundAutomation, InboxPort } from '../inbox/inbox.port';
import { chooseAutomaticReply } from './automatic-reply';
import { toQuickReplyDto } from './quick-replies.mapper';
import { listQuickReplies } from './quick-replies.repo';
import { quickReplySettingsOf } from './quick-reply-settings';
import { clockTimeIn } from './time-restriction';

export interface QuickReplyAutomationDependencies {
  db: Database;
  inbox: Pick<InboxPort, 'claimAutoReply' | 'sendAutomaticReply'>;
  clock: Clock;
}

/**
 * With the account's automatic quick replies on, a customer's message is answered with the channel's
 * quick reply that applies now (chooseAutomaticReply), in the account's time zone. A conversation
 * gets at most one automatic reply in 24 hours (its claim), so a customer who writes three lines in
 * a row is greeted once.
 */
export function createQuickReplyAutomation({
  db,
  inbox,
  clock,
}: QuickReplyAutomationDependencies): InboundAutomation {
  return async ({ accountId, channelId, conversation }) => {
    const settings = await quickReplySettingsOf(db, accountId);
    if (!settings.quickReplyEnabled) return;
    const replies = (await listQuickReplies(db, channelId, { enabledOnly: true })).map(toQuickReplyDto);
    const reply = chooseAutomaticReply(replies, clockTimeIn(clock(), settings.timeZone));
    if (!reply || !(await inbox.claimAutoReply(conversation.id))) return;
    await inbox.sendAutomaticReply(conversation, {
      replyMessage: reply.replyMessage,
      options: reply.options,
    });
  };
}
