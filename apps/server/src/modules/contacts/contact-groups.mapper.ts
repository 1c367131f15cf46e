import type { ContactGroup } from '@parley/contract';
import type { ContactGroupRow } from './contact-groups.repo';

export const toContactGroupDto = (row: ContactGroupRow): ContactGroup => ({
  groupId: row.id,
  groupName: row.groupName,
  contactCount: row.contactCount,
  createdAt: row.createdAt.toISOString(),
});
