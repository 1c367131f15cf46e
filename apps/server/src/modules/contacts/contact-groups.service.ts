import {
  type ContactGroup,
  type ContactGroupList,
  type ContactList,
  contactMessages,
  errorMessages,
  type ListContactGroupsQuery,
  type ListContactsQuery,
} from '@parley/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/postgres-errors';
import { AppError } from '../../shared/errors';
import { toContactGroupDto } from './contact-groups.mapper';
import {
  addGroupMembers,
  countContactsInGroups,
  deleteGroupsAndTheirContacts,
  findGroup,
  insertGroup,
  listGroups,
  ownGroupIds,
  removeGroupMembers,
  renameGroup,
} from './contact-groups.repo';
import { contactPage } from './contact-pages';
import { ownContactIds } from './contacts.repo';
import { ownedIds } from './contacts.service';

export function createContactGroupsService(db: Database) {
  const findOwnGroup = async (accountId: string, groupId: string) => {
    const row = await findGroup(db, accountId, groupId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  /** Runs `change` on the group's members once every contact id is known to be the account's. */
  const changeMembers = async (
    accountId: string,
    groupId: string,
    contactIds: string[],
    change: (groupId: string, contactIds: string[]) => Promise<void>,
  ): Promise<ContactGroup> => {
    await findOwnGroup(accountId, groupId);
    await change(groupId, await ownedIds(contactIds, (ids) => ownContactIds(db, accountId, ids)));
    return toContactGroupDto(await findOwnGroup(accountId, groupId));
  };

  return {
    async list(accountId: string, query: z.output<typeof ListContactGroupsQuery>): Promise<ContactGroupList> {
      const { rows, total } = await listGroups(db, accountId, query);
      return { data: rows.map(toContactGroupDto), totalRecords: total };
    },

    async get(accountId: string, groupId: string): Promise<ContactGroup> {
      return toContactGroupDto(await findOwnGroup(accountId, groupId));
    },

    async create(accountId: string, groupName: string) {
      const row = await insertGroup(db, accountId, groupName);
      if (!row) throw groupNameTaken();
      return { message: contactMessages.groupAdded, group: toContactGroupDto(row) };
    },

    async rename(accountId: string, groupId: string, groupName: string): Promise<ContactGroup> {
      const row = await renameGroup(db, accountId, groupId, groupName).catch((error: unknown) => {
        throw isUniqueViolation(error) ? groupNameTaken() : error;
      });
      if (!row) throw new AppError('NOT_FOUND');
      return toContactGroupDto(row);
    },

    /** Spec §4: deleting a group removes its contacts. All or none: another account's group deletes nothing. */
    async remove(accountId: string, groupIds: string[]) {
      const ids = [...new Set(groupIds)];
      const deleted = await db.transaction(async (tx) => {
        const count = await deleteGroupsAndTheirContacts(tx, accountId, ids);
        if (count < ids.length) throw new AppError('NOT_FOUND');
        return count;
      });
      return { message: contactMessages.groupDeleted, deleted };
    },

    async deletionPreview(accountId: string, groupIds: string[]) {
      const ids = await ownedIds(groupIds, (wanted) => ownGroupIds(db, accountId, wanted));
      return { groups: ids.length, contacts: await countContactsInGroups(db, ids) };
    },

    /** Every member, blocked ones too (marked so): they go with the group when it is deleted. */
    async members(
      accountId: string,
      groupId: string,
      query: z.output<typeof ListContactsQuery>,
    ): Promise<ContactList> {
      const group = await findOwnGroup(accountId, groupId);
      return contactPage(db, { accountId, groupId, searchTerm: query.searchTerm }, query, async () => {
        return group.contactCount;
      });
    },

    addMembers: (accountId: string, groupId: string, contactIds: string[]) =>
      changeMembers(accountId, groupId, contactIds, (group, ids) => addGroupMembers(db, [group], ids)),

    removeMembers: (accountId: string, groupId: string, contactIds: string[]) =>
      changeMembers(accountId, groupId, contactIds, (group, ids) => removeGroupMembers(db, group, ids)),
  };
}

export type ContactGroupsService = ReturnType<typeof createContactGroupsService>;

const groupNameTaken = () =>
  new AppError('GROUP_NAME_TAKEN', [{ path: 'groupName', message: errorMessages.GROUP_NAME_TAKEN }]);
