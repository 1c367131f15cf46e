import { conversationMessages, noteMessages, tagMessages } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import autoAssign from '../../../locales/en/auto-assign.json';
import inboxPanel from '../../../locales/en/inbox-panel.json';

describe('the panel’s English notifications', () => {
  it('say word for word what the spec says (§8 conversations, notes, tags, users)', () => {
    const { messages } = inboxPanel;
    expect(messages).toMatchObject({
      agentAssigned: conversationMessages.agentAssigned,
      agentAssignFailed: conversationMessages.agentAssignFailed,
      blocked: conversationMessages.blocked,
      unblocked: conversationMessages.unblocked,
      blockFailed: conversationMessages.blockFailed,
      addedToDownloadCenter: conversationMessages.addedToDownloadCenter,
      downloadFailed: conversationMessages.downloadFailed,
      noteAdded: noteMessages.added,
      noteAddFailed: noteMessages.addFailed,
      noteEdited: noteMessages.edited,
      noteDeleted: noteMessages.deleted,
      noteDeleteFailed: noteMessages.deleteFailed,
      tagCreated: tagMessages.created,
      tagCreateFailed: tagMessages.createFailed,
      tagDeleted: tagMessages.deletedFromAccount,
      tagDeleteFailed: tagMessages.deleteFailed,
      tagAssigned: tagMessages.assigned,
      tagAssignFailed: tagMessages.assignFailed,
      tagUnassigned: tagMessages.unassigned,
    });
    expect(autoAssign.messages).toMatchObject({
      updated: 'Updated successfully',
      updateFailed: 'Failed to update',
    });
  });
});
