import type { Readable } from 'node:stream';
import type { ExportContactsQuery } from '@parley/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../shared/errors';
import { findGroup } from './contact-groups.repo';
import { toE164 } from './contacts.mapper';
import {
  attributeKeysOf,
  type ContactCursor,
  type ContactFilter,
  groupsOfContacts,
  listContactsAfter,
} from './contacts.repo';
import { spreadsheetStream } from './spreadsheet-stream';

/** Contacts read from the database at a time: memory stays flat however many are exported. */
const batchSize = 1000;

/** The export's state columns, after the attributes; an import of the file leaves them alone. */
export const exportedStateColumns = ['Blocked', 'Opted out', 'Groups'];

/**
 * The contacts as a spreadsheet, streamed: every contact of the account (blocked ones too, so
 * marked), of a group, or matching a search. Columns: Name, Phone, Email, one per attribute key
 * found, Blocked, Opted out, Groups. Headers and phones are those the import reads back.
 */
export async function exportContacts(
  db: Database,
  accountId: string,
  query: z.output<typeof ExportContactsQuery>,
  log: FastifyBaseLogger,
): Promise<Readable> {
  if (query.groupId && !(await findGroup(db, accountId, query.groupId))) throw new AppError('NOT_FOUND');
  const filter: ContactFilter = { accountId, groupId: query.groupId, searchTerm: query.searchTerm };
  const attributeKeys = await attributeKeysOf(db, filter);
  const header = ['Name', 'Phone', 'Email', ...attributeKeys, ...exportedStateColumns];
  const rows = spreadsheetRows(db, filter, attributeKeys);
  return spreadsheetStream(query.format, 'Contacts', header, rows, log);
}

async function* spreadsheetRows(
  db: Database,
  filter: ContactFilter,
  attributeKeys: string[],
): AsyncGenerator<string[][]> {
  let after: ContactCursor | undefined;
  for (;;) {
    const batch = await listContactsAfter(db, filter, after, batchSize);
    const groups = await groupsOfContacts(
      db,
      batch.map(({ contact }) => contact.id),
    );
    yield batch.map(({ contact }) => [
      contact.name ?? '',
      toE164(contact.phone),
      contact.email ?? '',
      ...attributeKeys.map((key) => contact.attributes[key] ?? ''),
      contact.blockedAt ? 'Yes' : 'No',
      contact.optedOutAt ? 'Yes' : 'No',
      (groups.get(contact.id) ?? []).map((group) => group.groupName).join('; '),
    ]);
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    after = { createdAt: last.createdAt, id: last.contact.id };
  }
}
