import type { ContactRequestInput } from '@parley/contract';
import type { Database } from '../../db/client';
import { contactRequests } from '../../db/schema/index';

export async function storeContactRequest(
  db: Database,
  input: ContactRequestInput,
): Promise<{ contactRequestId: string }> {
  const [row] = await db.insert(contactRequests).values(input).returning({ id: contactRequests.id });
  if (!row) throw new Error('insert into contact_requests returned no row');
  return { contactRequestId: row.id };
}
