import { type ContactList, contactSearchCountLimit } from '@parley/contract';
import type { Database } from '../../db/client';
import { membersAmong } from './contact-groups.repo';
import { toContactDto } from './contacts.mapper';
import {
  type ContactFilter,
  type ContactOrder,
  countContactsUpTo,
  groupsOfContacts,
  listContacts,
  listContactsWithIds,
  matchingContactIds,
} from './contacts.repo';

export type ContactPageQuery = ContactOrder & { page: number; records: number };

/**
 * One page of contacts with their groups. Without a search the total comes from `exactTotal`, a
 * count the database keeps. A search first asks the trigram index for its matches, up to
 * `contactSearchCountLimit`: when they are no more, the page is cut from them and the total is
 * exact; when there are more, the term is common enough that walking the contacts in sort order
 * fills a page soonest, and the total says the limit.
 */
export async function contactPage(
  db: Database,
  filter: ContactFilter,
  query: ContactPageQuery,
  exactTotal: () => Promise<number>,
): Promise<ContactList> {
  const { rows, totalRecords } = filter.searchTerm
    ? await searchPage(db, filter, query)
    : await listPage(db, filter, query, exactTotal);
  const groups = await groupsOfContacts(
    db,
    rows.map((row) => row.id),
  );
  return { data: rows.map((row) => toContactDto(row, groups.get(row.id) ?? [])), totalRecords };
}

async function listPage(
  db: Database,
  filter: ContactFilter,
  query: ContactPageQuery,
  exactTotal: () => Promise<number>,
) {
  const [rows, totalRecords] = await Promise.all([listContacts(db, filter, query, query), exactTotal()]);
  return { rows, totalRecords };
}

async function searchPage(db: Database, filter: ContactFilter, query: ContactPageQuery) {
  const limit = contactSearchCountLimit;
  const { groupId, ...inAccount } = filter;
  const matches = await matchingContactIds(db, inAccount, limit + 1);
  if (matches.length <= limit) {
    const ids = groupId ? await membersAmong(db, groupId, matches) : matches;
    return { rows: await listContactsWithIds(db, ids, query, query), totalRecords: ids.length };
  }
  const [rows, totalRecords] = await Promise.all([
    listContacts(db, { ...filter, searchMethod: 'in-sort-order' }, query, query),
    // Many in the account may still be few in the group.
    groupId ? countContactsUpTo(db, filter, limit) : limit,
  ]);
  return { rows, totalRecords };
}
