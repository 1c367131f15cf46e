import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { openTestDatabase } from '../../test/harness';
import { contactsUpsert } from '../contacts/contacts.repo';
import { upsertNumberConversations } from './inbox.repo';

const accountId = '00000000-0000-4000-8000-00000000000a';
const channelId = '00000000-0000-4000-8000-00000000000c';

describe("a number's conversation, found or made with its contact", () => {
  let database: DatabaseHandle;
  let closeDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ database, close: closeDatabase } = await openTestDatabase());
    await database.db.execute(sql`insert into accounts (id, name) values (${accountId}, 'Shop')`);
    await database.db.execute(sql`
      insert into channels (id, account_id, provider, display_name, business_account_id, phone_number_id,
        display_phone_number, verified_name, access_token_sealed)
      values (${channelId}, ${accountId}, 'cloud', 'Shop', '1', '2', '+1 555 0100', 'Shop', 'sealed')`);
  });

  afterAll(async () => {
    await closeDatabase?.();
  });

  const conversationOf = (phone: string, name?: string, db = database.db) =>
    upsertNumberConversations(db, contactsUpsert(db, [{ accountId, phone, name }]), [
      { accountId, channelId, phone, at: new Date() },
    ]).then(([found]) => found);
  const versionOf = async (contactId: string) =>
    rowsOf<{ version: string }>(
      await database.db.execute(sql`select xmin::text as version from contacts where id = ${contactId}`),
    )[0]?.version;

  it("leaves a known customer's contact as it was, and fills a name learnt later", async () => {
    const first = await conversationOf('4917700000001');
    expect(first?.created).toBe(true);
    const contactId = first?.contact.id ?? '';
    const version = await versionOf(contactId);

    const again = await conversationOf('4917700000001');
    expect(again?.contact.id).toBe(contactId);
    expect(again?.conversation.id).toBe(first?.conversation.id);
    expect(again?.created).toBe(false);
    expect(await versionOf(contactId)).toBe(version);

    const named = await conversationOf('4917700000001', 'Ada');
    expect(named?.contact.name).toBe('Ada');
    expect(await versionOf(contactId)).not.toBe(version);
  });

  // Two connections at once: only the database server has them.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'finds the contact another transaction made while it waited for it',
    async () => {
      const phone = '4917700000002';
      let commit = () => {};
      const committing = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let made = () => {};
      const madeThere = new Promise<void>((resolve) => {
        made = resolve;
      });
      const other = database.db.transaction(async (tx) => {
        await contactsUpsert(tx, [{ accountId, phone }]);
        made();
        await committing;
      });
      await madeThere;
      const found = database.db.transaction((tx) => conversationOf(phone, undefined, tx));
      // The upsert waits for the other transaction's row before that commits.
      for (let waiting = 0; waiting === 0; ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        waiting = rowsOf<{ waiting: number }>(
          await database.db.execute(sql`select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`),
        )[0]?.waiting as number;
      }
      commit();
      await other;
      const contact = rowsOf<{ id: string }>(
        await database.db.execute(
          sql`select id from contacts where account_id = ${accountId} and phone = ${phone}`,
        ),
      )[0];
      const answer = await found;
      expect(answer?.contact.id).toBe(contact?.id);
      expect(answer?.created).toBe(true);
    },
  );
});
