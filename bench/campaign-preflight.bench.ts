import { type CampaignFile, campaignRoutes } from '@parley/contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../apps/server/src/db/rows';
import { newCampaignAccount } from '../apps/server/src/modules/campaigns/campaigns.test-helpers';
import { csvOf } from '../apps/server/src/modules/contacts/contact-imports.test-files';
import { postForm } from '../apps/server/src/modules/media/media.test-files';
import { withOwnPostgresApp } from './own-postgres-app';

const databaseName = 'parley_bench_campaign_preflight';

/**
 * Issue 15 budget: the preflight of a campaign to a 100,000-member group answers in under 3 s on
 * PostgreSQL. Also measured: creating that campaign (every recipient written in one transaction),
 * and a dynamic campaign from a 200,000-row sheet (upload, preflight, creation).
 */
export async function campaignPreflightBench(groupSize = 100_000, sheetRows = 200_000) {
  return withOwnPostgresApp('campaign-preflight', databaseName, async (app, database) => {
    const account = await newCampaignAccount({ app, database });
    const group = await account.api.createGroup('Everyone');
    await database.db.execute(sql`
      with made as (
        insert into contacts (account_id, phone, name)
        select ${account.accountId}::uuid, (4915100000000 + i)::text, 'Customer ' || i
        from generate_series(1, ${groupSize}) as i
        returning id
      )
      insert into contact_group_members (group_id, contact_id) select ${group.groupId}::uuid, id from made`);
    await database.db.execute(sql`
      update contacts set blocked_at = now() where account_id = ${account.accountId} and phone like '%777'`);
    await database.db.execute(sql`vacuum analyze contacts`);
    await database.db.execute(sql`vacuum analyze contact_group_members`);

    const input = {
      campaignName: 'Everyone',
      type: 'standard' as const,
      templateId: account.noticeId,
      variables: { body: ['42'] },
      contacts: { apiContactGroups: [{ groupId: group.groupId }] },
    };
    const timed = async <T>(work: () => Promise<T>) => {
      const started = performance.now();
      const result = await work();
      return { result, ms: Math.round(performance.now() - started) };
    };
    const preflightMs: number[] = [];
    let recipients = 0;
    for (let run = 0; run < 3; run += 1) {
      const { result, ms } = await timed(() => account.preflight(input));
      preflightMs.push(ms);
      recipients = result.recipientCount;
    }
    const create = await timed(() => account.create(input));
    const ids = rowsOf<{ id: string }>(
      await database.db.execute(sql`select id from contacts where account_id = ${account.accountId}`),
    );
    const byIds = await timed(() =>
      account.preflight({ ...input, contacts: { apiContacts: ids.map(({ id }) => ({ contactId: id })) } }),
    );

    const lines = Array.from(
      { length: sheetRows },
      (_, i) => `+1415${String(i).padStart(7, '0')},Name ${i},${i}`,
    );
    const upload = await timed(() =>
      postForm(app, campaignRoutes.uploadFile.path.replace(':channelId', account.channelId), account.token, {
        file: {
          bytes: csvOf(`Phone Number,Name,Body {{1}}\n${lines.join('\n')}`),
          type: 'text/csv',
          name: 'big.csv',
        },
      }),
    );
    const file = upload.result.json<CampaignFile>();
    const dynamic = {
      campaignName: 'Sheet',
      type: 'dynamic' as const,
      templateId: account.noticeId,
      contacts: {
        fileContacts: {
          fileId: file.fileId,
          mapping: { phoneNumber: 'Phone Number', name: 'Name', variables: { 'body.0': 'Body {{1}}' } },
        },
      },
    };
    const sheetPreflight = await timed(() => account.preflight(dynamic));
    const sheetCreate = await timed(() => account.create(dynamic));
    return {
      bench: 'campaign-preflight',
      database: database.kind,
      groupMembers: groupSize,
      recipients,
      preflightMs,
      budgetMs: 3000,
      createMs: create.ms,
      apiContacts: { ids: ids.length, preflightMs: byIds.ms, recipients: byIds.result.recipientCount },
      sheet: {
        rows: file.rowCount,
        uploadMs: upload.ms,
        preflightMs: sheetPreflight.ms,
        createMs: sheetCreate.ms,
        recipients: sheetCreate.result.campaignMessageCount,
      },
    };
  });
}
