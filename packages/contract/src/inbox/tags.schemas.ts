import { z } from 'zod/mini';
import * as f from '../fields';
import { validationMessages as m } from '../validation';
import { ConversationTag } from './inbox.schemas';

/** Spec §3: id, tagName; an account's tags, put on its conversations. */
export const Tag = z.object({ id: z.uuid(), tagName: z.string() });
export type Tag = z.infer<typeof Tag>;
export const TagList = z.object({ data: z.array(Tag) });
export type TagList = z.infer<typeof TagList>;

export const CreateTagInput = z.object({ tagName: f.required(m.tagNameRequired, 50) });
export type CreateTagInput = z.input<typeof CreateTagInput>;
export const TagIdQuery = z.object({ tagId: z.uuid() });

export const AssignedTagsQuery = z.object({ conversationId: z.uuid() });
export const AssignedTagList = z.object({ data: z.array(ConversationTag) });
export type AssignedTagList = z.infer<typeof AssignedTagList>;
export const AssignTagInput = z.object({ conversationId: z.uuid(), tagId: z.uuid() });
export type AssignTagInput = z.input<typeof AssignTagInput>;
export const UnassignTagInput = z.object({ conversationTagId: z.uuid(), conversationId: z.uuid() });
export type UnassignTagInput = z.input<typeof UnassignTagInput>;

/** Spec §8. */
export const tagMessages = {
  created: 'Tag created successfully',
  createFailed: 'Failed to create tag',
  deletedFromAccount: 'Tag deleted from account',
  deleteFailed: 'Failed to delete tag',
  assigned: 'Tag assigned successfully',
  assignFailed: 'Failed to assign tag',
  unassigned: 'Tag unassigned successfully',
} as const;
