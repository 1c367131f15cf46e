import {
  type BlockedContactsQuery,
  type ContactGroupInput,
  type ContactInput,
  type ContactSettings,
  type CreateContactsInput,
  contactGroupRoutes,
  contactRoutes,
  type ListContactGroupsQuery,
  type ListContactsQuery,
} from '@parley/contract';
import {
  keepPreviousData,
  type Query,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { request } from '../../lib/api-client';

// Roots that every contacts (or groups) query key starts with: a change to contacts can change
// any list, count or details page, so mutations refresh the whole family.
export const contactsKey = ['contacts'] as const;
export const contactGroupsKey = ['contact-groups'] as const;

export const getContacts = (query: ListContactsQuery) => request(contactRoutes.list, { query });
export const getContactsQueryOptions = (query: ListContactsQuery) =>
  queryOptions({
    queryKey: [...contactsKey, 'list', query],
    queryFn: () => getContacts(query),
    placeholderData: keepPreviousData,
  });
export const useContacts = (query: ListContactsQuery) => useQuery(getContactsQueryOptions(query));

export const getBlockedContacts = (query: BlockedContactsQuery) => request(contactRoutes.blocked, { query });
export const getBlockedContactsQueryOptions = (query: BlockedContactsQuery) =>
  queryOptions({
    queryKey: [...contactsKey, 'blocked', query],
    queryFn: () => getBlockedContacts(query),
    placeholderData: keepPreviousData,
  });
export const useBlockedContacts = (query: BlockedContactsQuery) =>
  useQuery(getBlockedContactsQueryOptions(query));

export const getContact = (contactId: string) => request(contactRoutes.get, { params: { contactId } });
export const getContactQueryOptions = (contactId: string) =>
  queryOptions({ queryKey: [...contactsKey, 'details', contactId], queryFn: () => getContact(contactId) });
export const useContact = (contactId: string) => useQuery(getContactQueryOptions(contactId));

export const getContactSettingsQueryOptions = () =>
  queryOptions({ queryKey: [...contactsKey, 'settings'], queryFn: () => request(contactRoutes.settings) });
export const useContactSettings = () => useQuery(getContactSettingsQueryOptions());

export const getContactGroups = (query: ListContactGroupsQuery) =>
  request(contactGroupRoutes.list, { query });
export const getContactGroupsQueryOptions = (query: ListContactGroupsQuery) =>
  queryOptions({
    queryKey: [...contactGroupsKey, 'list', query],
    queryFn: () => getContactGroups(query),
    placeholderData: keepPreviousData,
  });
export const useContactGroups = (query: ListContactGroupsQuery) =>
  useQuery(getContactGroupsQueryOptions(query));

export const getContactGroup = (groupId: string) => request(contactGroupRoutes.get, { params: { groupId } });
export const getContactGroupQueryOptions = (groupId: string) =>
  queryOptions({ queryKey: [...contactGroupsKey, groupId], queryFn: () => getContactGroup(groupId) });
export const useContactGroup = (groupId: string) => useQuery(getContactGroupQueryOptions(groupId));

export const getGroupMembers = (groupId: string, query: ListContactsQuery) =>
  request(contactGroupRoutes.members, { params: { groupId }, query });
export const getGroupMembersQueryOptions = (groupId: string, query: ListContactsQuery) =>
  queryOptions({
    queryKey: [...contactGroupsKey, groupId, 'members', query],
    queryFn: () => getGroupMembers(groupId, query),
    placeholderData: keepPreviousData,
  });
export const useGroupMembers = (groupId: string, query: ListContactsQuery) =>
  useQuery(getGroupMembersQueryOptions(groupId, query));

/** What deleting these groups would take with it, for the confirmation dialog (a read, sent as POST). */
export const useGroupDeletionPreview = (groupIds: string[]) =>
  useQuery({
    queryKey: [...contactGroupsKey, 'deletion-preview', groupIds],
    queryFn: () => request(contactGroupRoutes.deletionPreview, { body: { groupId: groupIds } }),
    enabled: groupIds.length > 0,
    gcTime: 0,
  });

/** What deleting these contacts would take with it: their conversations and messages (a read, sent as POST). */
export const useContactDeletionPreview = (contactIds: string[]) =>
  useQuery({
    queryKey: [...contactsKey, 'deletion-preview', contactIds],
    queryFn: () => request(contactRoutes.deletionPreview, { body: { contactId: contactIds } }),
    enabled: contactIds.length > 0,
    gcTime: 0,
  });

/**
 * A mutation after which every contacts and groups query is fetched again, except those of what it
 * deleted (`forget`): those would answer 404 while their page is being left. Not awaited, so the
 * caller's own callbacks run even when the refreshed list no longer holds the row that asked.
 */
function useContactsMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  forget: (input: Input) => string[] = () => [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_, input) => {
      const gone = new Set(forget(input));
      const predicate = (query: Query) =>
        !query.queryKey.flat().some((part) => typeof part === 'string' && gone.has(part));
      // Lists on other tabs are fetched again now too, so switching to one never shows what was deleted.
      void queryClient.invalidateQueries({ queryKey: contactsKey, predicate, refetchType: 'all' });
      void queryClient.invalidateQueries({ queryKey: contactGroupsKey, predicate, refetchType: 'all' });
    },
  });
}

export const useCreateContact = () =>
  useContactsMutation((body: CreateContactsInput) => request(contactRoutes.create, { body }));

export const useUpdateContact = () =>
  useContactsMutation(({ contactId, body }: { contactId: string; body: ContactInput }) =>
    request(contactRoutes.update, { params: { contactId }, body }),
  );

export const useDeleteContacts = () =>
  useContactsMutation(
    (contactIds: string[]) => request(contactRoutes.remove, { body: { contactId: contactIds } }),
    (contactIds) => contactIds,
  );

export const useBlockContact = () =>
  useContactsMutation(({ contactId, blocked }: { contactId: string; blocked: boolean }) =>
    request(contactRoutes.block, { params: { contactId }, body: { blocked } }),
  );

export const useOptOutContact = () =>
  useContactsMutation(({ contactId, optedOut }: { contactId: string; optedOut: boolean }) =>
    request(contactRoutes.optOut, { params: { contactId }, body: { optedOut } }),
  );

export const useUpdateContactSettings = () =>
  useContactsMutation((body: ContactSettings) => request(contactRoutes.updateSettings, { body }));

export const useCreateContactGroup = () =>
  useContactsMutation((body: ContactGroupInput) => request(contactGroupRoutes.create, { body }));

export const useRenameContactGroup = () =>
  useContactsMutation(({ groupId, body }: { groupId: string; body: ContactGroupInput }) =>
    request(contactGroupRoutes.rename, { params: { groupId }, body }),
  );

export const useDeleteContactGroups = () =>
  useContactsMutation(
    (groupIds: string[]) => request(contactGroupRoutes.remove, { body: { groupId: groupIds } }),
    (groupIds) => groupIds,
  );

export const useAddGroupMembers = () =>
  useContactsMutation(({ groupId, contactIds }: { groupId: string; contactIds: string[] }) =>
    request(contactGroupRoutes.addMembers, { params: { groupId }, body: { contactId: contactIds } }),
  );

export const useRemoveGroupMembers = () =>
  useContactsMutation(({ groupId, contactIds }: { groupId: string; contactIds: string[] }) =>
    request(contactGroupRoutes.removeMembers, { params: { groupId }, body: { contactId: contactIds } }),
  );
