import { z } from 'zod/mini';
import { integer, PageQuery } from '../common';
import * as f from '../fields';
import { validationMessages as m } from '../validation';
import { ContactIdsInput } from './contacts.schemas';

export const ContactGroupInput = z.object({ groupName: f.required(m.groupNameRequired, 80) });
export type ContactGroupInput = z.infer<typeof ContactGroupInput>;

export const ContactGroup = z.object({
  groupId: z.uuid(),
  groupName: z.string(),
  contactCount: integer(),
  createdAt: z.iso.datetime(),
});
export type ContactGroup = z.infer<typeof ContactGroup>;

export const ListContactGroupsQuery = z.extend(PageQuery, {
  searchTerm: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type ListContactGroupsQuery = z.input<typeof ListContactGroupsQuery>;

export const ContactGroupList = z.object({ data: z.array(ContactGroup), totalRecords: integer() });
export type ContactGroupList = z.infer<typeof ContactGroupList>;

export const GroupIdParams = z.object({ groupId: z.uuid() });

/** Spec §7: "DELETE group: body groupId as a list"; the groups' contacts go with them (spec §4). */
export const GroupIdsInput = z.object({ groupId: z.array(z.uuid()).check(z.minLength(1), z.maxLength(100)) });
export type GroupIdsInput = z.infer<typeof GroupIdsInput>;

export const GroupMembersInput = ContactIdsInput;
export type GroupMembersInput = z.infer<typeof GroupMembersInput>;

export const DeletedCount = z.object({ message: z.string(), deleted: integer() });
export type DeletedCount = z.infer<typeof DeletedCount>;

/** What deleting these groups would remove, for the confirmation dialog. */
export const GroupDeletionPreview = z.object({ groups: integer(), contacts: integer() });
export type GroupDeletionPreview = z.infer<typeof GroupDeletionPreview>;
