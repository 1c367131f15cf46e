import {
  type CampaignContacts,
  type CampaignFileMapping,
  type ContactFilterOperator,
  campaignListedProblemsLimit,
  contactPhone,
  type ExcludedContact,
  type InvalidContact,
  type RetargetAudience,
  type TemplateVariables,
  variablesFromSheetValues,
} from '@parley/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { retryableErrorCodes } from './campaign-failures';
import type { CampaignFiles } from './campaign-files';

type Contacts = z.output<typeof CampaignContacts>;
type Mapping = z.output<typeof CampaignFileMapping>;
type Variables = z.output<typeof TemplateVariables>;

export interface AudienceRequest {
  accountId: string;
  contacts: Contacts;
  /** Marketing templates skip the contacts who opted out of marketing. */
  marketing: boolean;
  /** The sheet of `contacts.fileContacts`, checked already, and the variable keys each row must fill (dynamic). */
  sheet?: { fileId: string; columns: string[]; mapping: Mapping; requiredKeys: string[]; dynamic: boolean };
  /** Numbers of the sheet that are no contact yet become contacts (creation only: a preflight changes nothing). */
  createContacts: boolean;
}

export interface Audience {
  recipientCount: number;
  duplicateCount: number;
  invalidContactCount: number;
  invalidContacts: InvalidContact[];
  excludedCounts: { blocked: number; optedOut: number };
  excludedContacts: ExcludedContact[];
  /** Recipients whose number starts with 1 (the US and Canada). */
  plusOneCount: number;
  /** The first recipients, for previews. */
  first: { phone: string; name: string | null; variables: Variables | null }[];
}

/** Sheet rows sent to the database in one statement. */
const sheetBatchRows = 10_000;

/**
 * Decides a campaign's recipients in the database, set-based, inside the caller's transaction:
 * the sheet's rows go into a temporary table, then one statement reads every source in selection
 * order (sheet rows, contacts, contacts in groups, groups, the attribute filter, a finished
 * campaign's audience) and resolves each number once: a repeated number (the first wins), a
 * blocked contact, a contact opted out of marketing. The table `campaign_resolved` stays until the transaction ends, for `insertRecipients`.
 * Preflight and creation both call this, so a campaign goes to exactly what its preflight showed.
 */
export async function resolveAudience(
  tx: Database,
  files: CampaignFiles,
  request: AudienceRequest,
): Promise<Audience> {
  const { accountId, contacts } = request;
  await tx.execute(sql`
    create temp table campaign_sheet (
      ord bigserial, phone text not null, name text, variables jsonb, source_row int
    ) on commit drop`);
  const invalid = request.sheet ? await addSheetRows(tx, files, request.sheet) : { listed: [], count: 0 };
  if (request.sheet && request.createContacts) {
    // WATI's way: a number sent to becomes a contact, so a reply lands in the inbox with a name.
    await tx.execute(sql`
      insert into contacts (account_id, phone, name)
      select distinct on (phone) ${accountId}::uuid, phone, name from campaign_sheet order by phone, ord
      on conflict (account_id, phone) do nothing`);
  }
  // Each source: (src, n) orders the selection, then the columns of a recipient and the contact's state.
  const sources: SQL[] = [
    sql`select 0 as src, a.ord as n, c.id as contact_id, a.phone, coalesce(a.name, c.name) as name, a.variables,
               a.source_row, c.blocked_at, c.opted_out_at
        from campaign_sheet a left join contacts c on c.account_id = ${accountId} and c.phone = a.phone`,
  ];
  const contactColumns = sql`c.id, c.phone, c.name, null::jsonb, null::int, c.blocked_at, c.opted_out_at`;
  if (contacts.apiContacts.length > 0) {
    const ids = contacts.apiContacts.map((contact) => contact.contactId);
    sources.push(sql`
      select 1, chosen.n, ${contactColumns}
      from unnest(${sql.param(ids)}::uuid[]) with ordinality as chosen(id, n)
      join contacts c on c.id = chosen.id and c.account_id = ${accountId}`);
  }
  if (contacts.apiContactInGroup.length > 0) {
    sources.push(sql`
      select 2, chosen.n, ${contactColumns}
      from unnest(${sql.param(contacts.apiContactInGroup.map((pick) => pick.groupId))}::uuid[],
                  ${sql.param(contacts.apiContactInGroup.map((pick) => pick.contactId))}::uuid[])
        with ordinality as chosen(group_id, contact_id, n)
      join contact_groups g on g.id = chosen.group_id and g.account_id = ${accountId}
      join contact_group_members m on m.group_id = chosen.group_id and m.contact_id = chosen.contact_id
      join contacts c on c.id = m.contact_id`);
  }
  if (contacts.apiContactGroups.length > 0) {
    const groupIds = contacts.apiContactGroups.map((group) => group.groupId);
    sources.push(sql`
      select 3, chosen.n, ${contactColumns}
      from unnest(${sql.param(groupIds)}::uuid[]) with ordinality as chosen(group_id, n)
      join contact_groups g on g.id = chosen.group_id and g.account_id = ${accountId}
      join contact_group_members m on m.group_id = g.id
      join contacts c on c.id = m.contact_id`);
  }
  if (contacts.contactFilter) {
    sources.push(sql`
      select 4, 0, ${contactColumns} from contacts c
      where c.account_id = ${accountId} and (${contactFilterCondition(contacts.contactFilter)})`);
  }
  if (contacts.fromCampaign) {
    const { campaignId, audience } = contacts.fromCampaign;
    sources.push(sql`
      select 5, 0, coalesce(r.contact_id, c.id), r.phone, coalesce(r.name, c.name), r.variables, null::int,
             c.blocked_at, c.opted_out_at
      from campaign_recipients r join campaigns k on k.id = r.campaign_id and k.account_id = ${accountId}
      left join contacts c on c.account_id = ${accountId} and c.phone = r.phone
      where r.campaign_id = ${campaignId} and (${audienceCondition(audience)})`);
  }
  await tx.execute(sql`
    create temp table campaign_resolved on commit drop as
    select src, n, contact_id, phone, name, variables, source_row,
           case
             when row_number() over (partition by phone order by src, n) > 1 then 'duplicate'
             when blocked_at is not null then 'blocked'
             when ${request.marketing}::boolean and opted_out_at is not null then 'optedOut'
             else 'recipient'
           end as outcome
    from (${sql.join(sources, sql` union all `)}) as audience`);

  const counts = new Map(
    rowsOf<{ outcome: string; count: number; plus_one: number }>(
      await tx.execute(sql`
        select outcome, count(*)::int as count, count(*) filter (where phone like '1%')::int as plus_one
        from campaign_resolved group by outcome`),
    ).map((row) => [row.outcome, row]),
  );
  const count = (outcome: string) => counts.get(outcome)?.count ?? 0;
  const room = Math.max(0, campaignListedProblemsLimit - invalid.listed.length);
  const duplicates = rowsOf<{ phone: string; source_row: number | null }>(
    await tx.execute(sql`
      select phone, source_row from campaign_resolved where outcome = 'duplicate' order by src, n, phone limit ${room}`),
  );
  const excluded = rowsOf<{ contact_id: string; phone: string; name: string | null; outcome: string }>(
    await tx.execute(sql`
      select contact_id, phone, name, outcome from campaign_resolved
      where outcome in ('blocked', 'optedOut') order by src, n, phone limit ${campaignListedProblemsLimit}`),
  );
  const first = rowsOf<{ phone: string; name: string | null; variables: Variables | null }>(
    await tx.execute(sql`
      select phone, name, variables from campaign_resolved where outcome = 'recipient' order by src, n, phone limit 3`),
  );
  return {
    recipientCount: count('recipient'),
    duplicateCount: count('duplicate'),
    invalidContactCount: invalid.count + count('duplicate'),
    invalidContacts: [
      ...invalid.listed,
      ...duplicates.map((row) => ({
        row: row.source_row,
        phoneNumber: `+${row.phone}`,
        reason: 'duplicate' as const,
        detail: null,
      })),
    ],
    excludedCounts: { blocked: count('blocked'), optedOut: count('optedOut') },
    excludedContacts: excluded.map((row) => ({
      contactId: row.contact_id,
      phoneNumber: `+${row.phone}`,
      name: row.name,
      reason: row.outcome as ExcludedContact['reason'],
    })),
    plusOneCount: counts.get('recipient')?.plus_one ?? 0,
    first,
  };
}

/**
 * Materialises the resolved recipients of `resolveAudience`, in the same transaction: recipient i
 * is not sent before `scheduleTime` plus floor(i / dailyLimit) days. Their own variables are kept
 * for a dynamic campaign only: a standard one sends its common variables to all.
 */
export async function insertRecipients(
  tx: Database,
  campaignId: string,
  scheduleTime: Date,
  dailyLimit: number | null,
  withVariables: boolean,
): Promise<number> {
  const dayOf =
    dailyLimit === null
      ? sql`0`
      : sql`(row_number() over (order by src, n, phone) - 1) / ${dailyLimit}::bigint`;
  const [inserted] = rowsOf<{ count: number }>(
    await tx.execute(sql`
      with inserted as (
        insert into campaign_recipients (campaign_id, contact_id, phone, name, variables, source_row, send_after)
        select ${campaignId}::uuid, contact_id, phone, name, case when ${withVariables}::boolean then variables end,
               source_row,
               ${scheduleTime.toISOString()}::timestamptz + (${dayOf}) * interval '1 day'
        from campaign_resolved where outcome = 'recipient'
        returning 1
      )
      select count(*)::int as count from inserted`),
  );
  return inserted?.count ?? 0;
}

/** The sheet's rows into the audience a batch at a time; answers the rows refused, the first ones listed. */
async function addSheetRows(
  tx: Database,
  files: CampaignFiles,
  sheet: NonNullable<AudienceRequest['sheet']>,
): Promise<{ listed: InvalidContact[]; count: number }> {
  const columnOf = (name: string) => sheet.columns.indexOf(name);
  const phoneColumn = columnOf(sheet.mapping.phoneNumber);
  const nameColumn = sheet.mapping.name ? columnOf(sheet.mapping.name) : -1;
  const variableColumns = sheet.dynamic
    ? Object.entries(sheet.mapping.variables).map(([key, column]) => [key, columnOf(column)] as const)
    : [];
  const listed: InvalidContact[] = [];
  let count = 0;
  const refuse = (entry: InvalidContact) => {
    count += 1;
    if (listed.length < campaignListedProblemsLimit) listed.push(entry);
  };
  let batch = {
    phone: [] as string[],
    name: [] as (string | null)[],
    variables: [] as (string | null)[],
    row: [] as number[],
  };
  const flush = async () => {
    if (batch.phone.length === 0) return;
    await tx.execute(sql`
      insert into campaign_sheet (phone, name, variables, source_row)
      select phone, name, variables::jsonb, source_row
      from unnest(${sql.param(batch.phone)}::text[], ${sql.param(batch.name)}::text[],
                  ${sql.param(batch.variables)}::text[], ${sql.param(batch.row)}::int[])
        with ordinality as sheet(phone, name, variables, source_row, n)
      order by n`);
    batch = { phone: [], name: [], variables: [], row: [] };
  };
  for await (const { rowNumber, cells } of files.rows(sheet.fileId)) {
    const cell = (column: number) => (column < 0 ? '' : (cells[column] ?? ''));
    const rawPhone = cell(phoneColumn);
    if (rawPhone === '') {
      refuse({ row: rowNumber, phoneNumber: '', reason: 'emptyRow', detail: null });
      continue;
    }
    // "00" is how many countries dial out: 0044… is +44….
    const phone = contactPhone.safeParse(rawPhone.replace(/^00/, '+'));
    if (!phone.success) {
      refuse({ row: rowNumber, phoneNumber: rawPhone, reason: 'invalidNumber', detail: null });
      continue;
    }
    const values = Object.fromEntries(variableColumns.map(([key, column]) => [key, cell(column)]));
    const missing = sheet.requiredKeys.filter((key) => !values[key]);
    if (missing.length > 0) {
      refuse({
        row: rowNumber,
        phoneNumber: phone.data,
        reason: 'missingVariables',
        detail: missing.join(', '),
      });
      continue;
    }
    batch.phone.push(phone.data.slice(1));
    batch.name.push(cell(nameColumn) || null);
    batch.variables.push(sheet.dynamic ? JSON.stringify(variablesFromSheetValues(values)) : null);
    batch.row.push(rowNumber);
    if (batch.phone.length >= sheetBatchRows) await flush();
  }
  await flush();
  return { listed, count };
}

const filterOperators: Record<ContactFilterOperator, (value: SQL, wanted: string) => SQL> = {
  equals: (value, wanted) => sql`${value} = ${wanted}`,
  notEquals: (value, wanted) => sql`${value} <> ${wanted}`,
  contains: (value, wanted) => sql`strpos(lower(${value}), lower(${wanted})) > 0`,
  isSet: (value) => sql`${value} <> ''`,
  isNotSet: (value) => sql`${value} = ''`,
};

/** The filter as SQL over contact `c`: a value not set reads as empty, `contains` ignores case. */
function contactFilterCondition(filter: NonNullable<Contacts['contactFilter']>): SQL {
  const conditions = filter.conditions.map(({ attribute, operator, value }) =>
    filterOperators[operator](sql`coalesce(c.attributes ->> ${attribute}, '')`, value),
  );
  return sql.join(conditions, filter.match === 'all' ? sql` and ` : sql` or `);
}

function audienceCondition(audience: RetargetAudience): SQL {
  switch (audience) {
    case 'retryableFailures':
      return sql`r.state = 'failed' and r.error_code = any(${sql.param(retryableErrorCodes)}::int[])`;
    case 'notRead':
      return sql`r.sent_at is not null and r.read_at is null`;
    case 'notReplied':
      return sql`r.sent_at is not null and r.replied_at is null`;
    case 'replied':
      return sql`r.replied_at is not null`;
  }
}
