import {
  type Campaign,
  type CampaignList,
  type CampaignRecipientList,
  campaignRoutes,
  contactRoutes,
  errorMessages,
} from '@parley/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { startTestApp, type TestApp } from '../../test/harness';
import { uniquePhone } from '../contacts/contacts.test-helpers';
import {
  type CampaignAccount,
  campaignPath,
  newCampaignAccount,
  setRecipients,
  uploaded,
} from './campaigns.test-helpers';

let t: TestApp;

// An API process alone: campaigns stay as creation and the state changes left them, with no worker
// sending them meanwhile (the dispatcher's tests send).
beforeAll(async () => {
  t = await startTestApp({ PARLEY_ROLES: 'api' });
}, 60_000);
afterAll(() => t?.close());

const offerVariables = { headers: ['Ada'], body: ['20%', 'shoes'], buttons: ['summer'] };
const standardOffer = (account: CampaignAccount, contacts: object, more: object = {}) => ({
  campaignName: 'Summer sale',
  type: 'standard' as const,
  templateId: account.offerId,
  variables: offerVariables,
  contacts,
  ...more,
});

async function recipientsOf(campaignId: string) {
  return rowsOf<{
    phone: string;
    name: string | null;
    send_after: Date | string;
    variables: unknown;
    state: string;
  }>(
    await t.database.db.execute(sql`
      select phone, name, send_after, variables, state from campaign_recipients
      where campaign_id = ${campaignId} order by send_after, phone`),
  );
}

const campaignCount = async (accountId: string) =>
  rowsOf<{ count: number }>(
    await t.database.db.execute(
      sql`select count(*)::int as count from campaigns where account_id = ${accountId}`,
    ),
  )[0]?.count;

describe('creating a standard campaign', () => {
  it('sends once to each number of its contacts and groups, leaves out the blocked and, for marketing, the opted-out', async () => {
    const a = await newCampaignAccount(t);
    const group = await a.api.createGroup('Customers');
    const [ada, ben, cy, dee] = await a.api.createContacts(
      ['Ada', 'Ben', 'Cy', 'Dee'].map((name) => ({ name, phone: uniquePhone() })),
      [group.groupId],
    );
    if (!ada || !ben || !cy || !dee) throw new Error('contacts missing');
    await a.api.block(cy.contactId, true);
    await a.api.call('PATCH', contactRoutes.optOut.path.replace(':contactId', dee.contactId), {
      optedOut: true,
    });
    const contacts = {
      apiContacts: [{ contactId: ada.contactId }],
      apiContactGroups: [{ groupId: group.groupId }],
    };

    const preflight = await a.preflight(standardOffer(a, contacts));
    expect(preflight).toMatchObject({
      recipientCount: 2,
      duplicateCount: 1,
      excludedCounts: { blocked: 1, optedOut: 1 },
      usMarketingCount: 2,
      messagingLimit: {
        tier: 'TIER_10K',
        limit: 10_000,
        usedLast24Hours: 0,
        remaining: 10_000,
        exceedsBy: 0,
      },
    });
    expect(preflight.excludedContacts.map((contact) => [contact.name, contact.reason]).sort()).toEqual([
      ['Cy', 'blocked'],
      ['Dee', 'optedOut'],
    ]);
    expect(preflight.invalidContacts).toEqual([
      { row: null, phoneNumber: ada.phone, reason: 'duplicate', detail: null },
    ]);
    expect(preflight.previews[0]).toEqual({
      phoneNumber: ada.phone,
      name: 'Ada',
      rendered: {
        header: { format: 'TEXT', text: 'Hello Ada' },
        body: 'Save 20% on shoes this week.',
        buttons: [{ type: 'URL', text: 'Shop', url: 'https://shop.example.com/summer' }],
      },
    });

    const created = await a.create(standardOffer(a, contacts));
    expect(created).toMatchObject({ message: 'Campaign Created Successfully', campaignMessageCount: 2 });
    expect((await recipientsOf(created.campaignId)).map((row) => row.name)).toEqual(['Ada', 'Ben']);
    const campaign = await a.ok<Campaign>('GET', campaignPath(campaignRoutes.get.path, created.campaignId));
    expect(campaign).toMatchObject({
      campaignName: 'Summer sale',
      status: 'scheduled',
      platform: 'cloud',
      channelGroupId: null,
      template: { templateId: a.offerId, name: 'offer', category: 'MARKETING' },
      counts: { total: 2, queued: 2, sent: 0 },
    });
  });

  it('keeps the opted-out contacts of a utility template, and spreads recipients over days by the daily limit', async () => {
    const a = await newCampaignAccount(t);
    const contacts = await a.api.createContacts(
      ['A', 'B', 'C'].map((name) => ({ name, phone: uniquePhone() })),
    );
    const optedOut = contacts[1];
    if (!optedOut) throw new Error('contact missing');
    await a.api.call('PATCH', contactRoutes.optOut.path.replace(':contactId', optedOut.contactId), {
      optedOut: true,
    });
    const scheduleTime = new Date(Date.now() + 3_600_000).toISOString();
    const created = await a.create({
      campaignName: 'Orders',
      type: 'standard',
      templateId: a.noticeId,
      variables: { body: ['42'] },
      contacts: { apiContacts: contacts.map((contact) => ({ contactId: contact.contactId })) },
      scheduleTime,
      dailyLimit: 2,
    });
    expect(created.campaignMessageCount).toBe(3);
    const days = (await recipientsOf(created.campaignId)).map(
      (row) => (new Date(row.send_after).getTime() - Date.parse(scheduleTime)) / 86_400_000,
    );
    expect(days).toEqual([0, 0, 1]);
  });

  it('takes contacts within a group only while they are its members', async () => {
    const a = await newCampaignAccount(t);
    const group = await a.api.createGroup('VIP');
    const member = await a.api.createContact({ name: 'Member', phone: uniquePhone() }, [group.groupId]);
    const outsider = await a.api.createContact({ name: 'Outsider', phone: uniquePhone() });
    const picks = [member, outsider].map((contact) => ({
      groupId: group.groupId,
      contactId: contact.contactId,
    }));
    const created = await a.create(standardOffer(a, { apiContactInGroup: picks }));
    expect((await recipientsOf(created.campaignId)).map((row) => row.name)).toEqual(['Member']);
  });

  it('finds contacts by an attribute filter, all or any of its conditions', async () => {
    const a = await newCampaignAccount(t);
    await a.api.createContacts([
      { name: 'Gold Berlin', phone: uniquePhone(), attributes: { plan: 'Gold', city: 'Berlin' } },
      { name: 'Gold Paris', phone: uniquePhone(), attributes: { plan: 'Gold', city: 'Paris' } },
      { name: 'Silver Berlin', phone: uniquePhone(), attributes: { plan: 'Silver', city: 'Berlin' } },
      { name: 'No plan', phone: uniquePhone() },
    ]);
    const count = async (contactFilter: object) =>
      (await a.preflight(standardOffer(a, { contactFilter }))).recipientCount;
    const gold = { attribute: 'plan', operator: 'equals', value: 'Gold' };
    const berlin = { attribute: 'city', operator: 'contains', value: 'berl' };
    expect(await count({ conditions: [gold, berlin] })).toBe(1);
    expect(await count({ match: 'any', conditions: [gold, berlin] })).toBe(3);
    expect(await count({ conditions: [{ attribute: 'plan', operator: 'isNotSet' }] })).toBe(1);
    expect(await count({ conditions: [{ attribute: 'plan', operator: 'notEquals', value: 'Gold' }] })).toBe(
      2,
    );
    expect(await count({ conditions: [{ attribute: 'plan', operator: 'isSet' }] })).toBe(3);
  });

  it('refuses what is wrong with a clear error, and creates nothing', async () => {
    const a = await newCampaignAccount(t);
    const b = await newCampaignAccount(t);
    const contact = await a.api.createContact({ name: 'Ada', phone: uniquePhone() });
    const contacts = { apiContacts: [{ contactId: contact.contactId }] };
    const failure = async (body: object, channelId = a.channelId) => {
      const response = await a.call(
        'POST',
        campaignRoutes.create.path.replace(':channelId', channelId),
        body,
      );
      return { status: response.statusCode, ...response.json<{ code: string; details?: unknown }>() };
    };
    expect(await failure(standardOffer(a, contacts, { variables: { body: ['20%'] } }))).toMatchObject({
      status: 400,
      code: 'TEMPLATE_VARIABLES_MISSING',
      details: [
        { path: 'variables.headers.0', message: errorMessages.TEMPLATE_VARIABLES_MISSING },
        { path: 'variables.body.1', message: errorMessages.TEMPLATE_VARIABLES_MISSING },
        { path: 'variables.buttons.0', message: errorMessages.TEMPLATE_VARIABLES_MISSING },
      ],
    });
    const past = new Date(Date.now() - 5 * 60_000).toISOString();
    expect(await failure(standardOffer(a, contacts, { scheduleTime: past }))).toMatchObject({
      status: 422,
      code: 'CAMPAIGN_SCHEDULE_IN_PAST',
    });
    const pending = await a.addTemplate(
      a.channelId,
      'pending_one',
      'UTILITY',
      [{ type: 'BODY', text: 'Hi' }],
      'PENDING',
    );
    expect(await failure(standardOffer(a, contacts, { templateId: pending }))).toMatchObject({
      code: 'CAMPAIGN_TEMPLATE_NOT_APPROVED',
    });
    const otherChannel = await a.addChannel();
    expect(await failure(standardOffer(a, contacts), otherChannel)).toMatchObject({
      code: 'CAMPAIGN_TEMPLATE_NOT_APPROVED',
    });
    expect(await failure(standardOffer(a, contacts), b.channelId)).toMatchObject({ status: 404 });
    expect(await failure(standardOffer(a, contacts, { templateId: b.offerId }))).toMatchObject({
      status: 404,
    });
    expect(await failure({ ...standardOffer(a, contacts), type: 'dynamic' })).toMatchObject({
      code: 'CAMPAIGN_SHEET_REQUIRED',
    });
    await a.api.block(contact.contactId, true);
    expect(await failure(standardOffer(a, contacts))).toMatchObject({
      status: 422,
      code: 'CAMPAIGN_NO_RECIPIENTS',
    });
    expect(await campaignCount(a.accountId)).toBe(0);
  });

  it("names a partner channel's campaigns by channel group 3", async () => {
    const a = await newCampaignAccount(t);
    const partner = await a.addChannel('partner');
    const template = await a.addTemplate(partner, 'notice', 'UTILITY', [{ type: 'BODY', text: 'Hi {{1}}' }]);
    const contact = await a.api.createContact({ name: 'Ada', phone: uniquePhone() });
    const created = await a.create(
      {
        campaignName: 'Partner',
        type: 'standard',
        templateId: template,
        variables: { body: ['Ada'] },
        contacts: { apiContacts: [{ contactId: contact.contactId }] },
      },
      partner,
    );
    const campaign = await a.ok<Campaign>('GET', campaignPath(campaignRoutes.get.path, created.campaignId));
    expect(campaign).toMatchObject({ platform: 'partner', channelGroupId: 3 });
  });
});

describe('a dynamic campaign from a sheet', () => {
  const mapping = {
    phoneNumber: 'Phone Number',
    name: 'Name',
    variables: {
      'headers.0': 'Header {{1}}',
      'body.0': 'Body {{1}}',
      'body.1': 'Body {{2}}',
      'buttons.0': 'Button 1 link ending',
    },
  };
  const header = 'Phone Number,Name,Header {{1}},Body {{1}},Body {{2}},Button 1 link ending';

  it('sends each row its own variables, lists every bad row, and makes new numbers contacts only when created', async () => {
    const a = await newCampaignAccount(t);
    const known = await a.api.createContact({ name: 'Known', phone: uniquePhone() });
    const fresh = uniquePhone();
    const file = await uploaded(
      a,
      [
        header,
        `${known.phone},,Kay,10%,hats,k1`,
        `${fresh},Fresh,Fay,15%,socks,f1`,
        'not a number,Bad,B,1,2,3',
        ',Nobody,N,1,2,3',
        `${fresh},Again,F,1,2,3`,
        `${uniquePhone()},Gap,G,,shoes,g1`,
      ].join('\n'),
    );
    expect(file).toMatchObject({ rowCount: 6, columns: header.split(',') });
    expect(file.sampleRows[1]).toMatchObject({ 'Phone Number': fresh, Name: 'Fresh' });
    const input = {
      campaignName: 'Personal',
      type: 'dynamic' as const,
      templateId: a.offerId,
      contacts: { fileContacts: { fileId: file.fileId, mapping } },
    };
    const preflight = await a.preflight(input);
    expect(preflight).toMatchObject({ recipientCount: 2, duplicateCount: 1, invalidContactCount: 4 });
    expect(preflight.invalidContacts).toEqual([
      { row: 4, phoneNumber: 'not a number', reason: 'invalidNumber', detail: null },
      { row: 5, phoneNumber: '', reason: 'emptyRow', detail: null },
      { row: 7, phoneNumber: expect.any(String), reason: 'missingVariables', detail: 'body.0' },
      { row: 6, phoneNumber: fresh, reason: 'duplicate', detail: null },
    ]);
    expect(preflight.previews.map((preview) => (preview.rendered as { body: string }).body)).toEqual([
      'Save 10% on hats this week.',
      'Save 15% on socks this week.',
    ]);
    expect((await a.api.get<{ totalRecords: number }>(contactRoutes.list.path)).totalRecords).toBe(1);

    const created = await a.create(input);
    expect(created.campaignMessageCount).toBe(2);
    expect(created.invalidContacts).toHaveLength(4);
    const recipients = await recipientsOf(created.campaignId);
    expect(recipients.map((row) => [row.name, (row.variables as { body: string[] }).body])).toEqual([
      ['Known', ['10%', 'hats']],
      ['Fresh', ['15%', 'socks']],
    ]);
    const contacts = await a.api.get<{ data: { name: string }[] }>(contactRoutes.list.path);
    expect(contacts.data.map((contact) => contact.name).sort()).toEqual(['Fresh', 'Known']);
  });

  it('refuses a mapping to columns the sheet does not have, or a variable left unmapped', async () => {
    const a = await newCampaignAccount(t);
    const file = await uploaded(a, `${header}\n${uniquePhone()},A,B,C,D,E`);
    const response = await a.call('POST', campaignRoutes.create.path.replace(':channelId', a.channelId), {
      campaignName: 'Personal',
      type: 'dynamic',
      templateId: a.offerId,
      contacts: {
        fileContacts: {
          fileId: file.fileId,
          mapping: { phoneNumber: 'Mobile', variables: { 'body.0': 'Body {{1}}', 'body.1': 'Body {{2}}' } },
        },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'CAMPAIGN_SHEET_COLUMN_UNKNOWN',
      details: [
        { path: 'contacts.fileContacts.mapping.phoneNumber' },
        { path: 'contacts.fileContacts.mapping.variables.headers.0' },
        { path: 'contacts.fileContacts.mapping.variables.buttons.0' },
      ],
    });
    expect(await campaignCount(a.accountId)).toBe(0);
  });

  it('refuses a sheet of more than 200,000 rows', async () => {
    const a = await newCampaignAccount(t);
    const rows = Array.from({ length: 200_001 }, (_, index) => `+1415${String(index).padStart(7, '0')}`);
    const response = await a.upload(`Phone Number\n${rows.join('\n')}`);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'CAMPAIGN_SHEET_TOO_MANY_ROWS' });
  }, 60_000);

  it('offers a sample sheet with a column per variable of the template', async () => {
    const a = await newCampaignAccount(t);
    const response = await a.call(
      'GET',
      `${campaignRoutes.sampleSheet.path.replace(':channelId', a.channelId).replace(':templateId', a.offerId)}?format=csv`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="campaign-sample.csv"');
    expect(response.body.replace('\uFEFF', '').split('\r\n').slice(0, 2)).toEqual([
      'Phone Number,Name,Header {{1}},Body {{1}},Body {{2}},Button 1 link ending',
      '+14155550123,Ada,Ada,20%,shoes,summer',
    ]);
  });
});

describe('a campaign once created', () => {
  async function campaignOf(a: CampaignAccount, count = 3, more: object = {}) {
    const contacts = await a.api.createContacts(
      Array.from({ length: count }, (_, index) => ({ name: `C${index}`, phone: uniquePhone() })),
    );
    const created = await a.create(
      standardOffer(a, { apiContacts: contacts.map((contact) => ({ contactId: contact.contactId })) }, more),
    );
    return { campaignId: created.campaignId, contacts };
  }
  const act = (a: CampaignAccount, action: 'pause' | 'resume' | 'cancel', campaignId: string) =>
    a.call('POST', campaignPath(campaignRoutes[action].path, campaignId));

  it('is paused, resumed and canceled only from the states that allow it', async () => {
    const a = await newCampaignAccount(t);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const { campaignId } = await campaignOf(a, 2, { scheduleTime: later });
    expect((await act(a, 'resume', campaignId)).json()).toMatchObject({ code: 'CAMPAIGN_NOT_RESUMABLE' });
    expect((await act(a, 'pause', campaignId)).json()).toMatchObject({ status: 'paused' });
    expect((await act(a, 'pause', campaignId)).statusCode).toBe(409);
    expect((await act(a, 'resume', campaignId)).json()).toMatchObject({ status: 'scheduled' });
    const canceled = await act(a, 'cancel', campaignId);
    expect(canceled.json()).toMatchObject({
      status: 'canceled',
      counts: { total: 2, queued: 0, canceled: 2 },
    });
    expect((await act(a, 'cancel', campaignId)).json()).toMatchObject({ code: 'CAMPAIGN_FINISHED' });
    expect((await act(a, 'pause', campaignId)).json()).toMatchObject({ code: 'CAMPAIGN_FINISHED' });
  });

  it('is rescheduled with its recipients while it has not started, never into the past', async () => {
    const a = await newCampaignAccount(t);
    const later = Date.now() + 3_600_000;
    const { campaignId } = await campaignOf(a, 2, {
      scheduleTime: new Date(later).toISOString(),
      dailyLimit: 1,
    });
    const path = campaignPath(campaignRoutes.reschedule.path, campaignId);
    const moved = new Date(later + 86_400_000).toISOString();
    expect(await a.ok<Campaign>('PATCH', path, { scheduleTime: moved })).toMatchObject({
      scheduleTime: moved,
    });
    expect((await recipientsOf(campaignId)).map((row) => new Date(row.send_after).getTime())).toEqual([
      later + 86_400_000,
      later + 2 * 86_400_000,
    ]);
    const past = await a.call('PATCH', path, {
      scheduleTime: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect(past.json()).toMatchObject({ code: 'CAMPAIGN_SCHEDULE_IN_PAST' });
    await t.database.db.execute(
      sql`update campaigns set started_at = now(), status = 'running' where id = ${campaignId}`,
    );
    expect((await a.call('PATCH', path, { scheduleTime: moved })).json()).toMatchObject({
      code: 'CAMPAIGN_ALREADY_STARTED',
    });
  });

  it('lists recipients by state with a plain reason for each failure, and reports them all', async () => {
    const a = await newCampaignAccount(t);
    const { campaignId, contacts } = await campaignOf(a, 4);
    const [read, invalid, throttled, replied] = contacts.map((contact) => contact.phone);
    if (!read || !invalid || !throttled || !replied) throw new Error('contacts missing');
    await setRecipients(t, campaignId, read, { state: 'read' });
    await setRecipients(t, campaignId, invalid, {
      state: 'failed',
      errorCode: 131026,
      errorTitle: 'Message undeliverable',
    });
    await setRecipients(t, campaignId, throttled, {
      state: 'failed',
      errorCode: 130429,
      errorTitle: 'Rate limit hit',
    });
    await setRecipients(t, campaignId, replied, { state: 'delivered', replied: true });
    const campaign = await a.ok<Campaign>('GET', campaignPath(campaignRoutes.get.path, campaignId));
    expect(campaign.counts).toEqual({
      total: 4,
      queued: 0,
      sent: 2,
      delivered: 2,
      read: 1,
      replied: 1,
      failed: 2,
      unknown: 0,
      canceled: 0,
    });
    const list = (query: string) =>
      a.ok<CampaignRecipientList>(
        'GET',
        `${campaignPath(campaignRoutes.recipients.path, campaignId)}?${query}`,
      );
    const failed = await list('state=failed');
    expect(failed.totalRecords).toBe(2);
    expect(failed.data.find((recipient) => recipient.phoneNumber === invalid)).toMatchObject({
      error: {
        code: 131026,
        title: 'Message undeliverable',
        reason: expect.stringContaining('not on WhatsApp'),
      },
      retryable: false,
    });
    expect(failed.data.find((recipient) => recipient.phoneNumber === throttled)?.retryable).toBe(true);
    expect((await list('state=replied')).data.map((recipient) => recipient.phoneNumber)).toEqual([replied]);
    expect((await list(`search=${read.slice(-7)}`)).data.map((recipient) => recipient.phoneNumber)).toEqual([
      read,
    ]);

    const report = await a.call('GET', `${campaignPath(campaignRoutes.report.path, campaignId)}?format=csv`);
    expect(report.statusCode).toBe(200);
    const lines = report.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Phone Number,Name,Header {{1}},Body {{1}},Body {{2}},Button 1 link ending,State,Sent at,Delivered at,Read at,Replied at,Failed at,Error code,Error,Reason',
    );
    expect(lines).toHaveLength(5);
    expect(lines.find((line) => line.startsWith(invalid))).toMatch(
      /^\+\d+,C1,Ada,20%,shoes,summer,failed,,,,,\S+,131026,Message undeliverable,"The message could not be delivered/,
    );
    const xlsx = await a.call('GET', `${campaignPath(campaignRoutes.report.path, campaignId)}?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('follows up on its retryable failures or its readers with a new campaign, and says when none match', async () => {
    const a = await newCampaignAccount(t);
    const { campaignId, contacts } = await campaignOf(a, 3);
    const [read, invalid, throttled] = contacts.map((contact) => contact.phone);
    if (!read || !invalid || !throttled) throw new Error('contacts missing');
    await setRecipients(t, campaignId, read, { state: 'read' });
    await setRecipients(t, campaignId, invalid, { state: 'failed', errorCode: 131026 });
    await setRecipients(t, campaignId, throttled, { state: 'failed', errorCode: 130429 });
    const path = campaignPath(campaignRoutes.followUp.path, campaignId);
    const retry = await a.ok<{ campaignId: string; campaignMessageCount: number }>(
      'POST',
      path,
      { campaignName: 'Retry', audience: 'retryableFailures' },
      201,
    );
    expect(retry.campaignMessageCount).toBe(1);
    expect((await recipientsOf(retry.campaignId)).map((row) => `+${row.phone}`)).toEqual([throttled]);
    const followUp = await a.ok<Campaign>('GET', campaignPath(campaignRoutes.get.path, retry.campaignId));
    expect(followUp).toMatchObject({ parentCampaignId: campaignId, template: { templateId: a.offerId } });
    const nobody = await a.call('POST', path, { campaignName: 'Replied', audience: 'replied' });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json()).toMatchObject({ code: 'CAMPAIGN_NOTHING_TO_RETRY' });
  });

  it("is another account's to see: 404 for every other account", async () => {
    const a = await newCampaignAccount(t);
    const b = await newCampaignAccount(t);
    const { campaignId } = await campaignOf(a, 1);
    expect((await b.call('GET', campaignPath(campaignRoutes.get.path, campaignId))).statusCode).toBe(404);
    expect((await b.call('POST', campaignPath(campaignRoutes.pause.path, campaignId))).statusCode).toBe(404);
    const stats = await b.ok<{ data: unknown[] }>('POST', campaignRoutes.stats.path, {
      campaignIds: [campaignId],
    });
    expect(stats.data).toEqual([]);
  });

  it('lists newest schedule first, filtered by time, name and channel, a page at a time', async () => {
    const a = await newCampaignAccount(t);
    const contact = await a.api.createContact({ name: 'Ada', phone: uniquePhone() });
    const hour = 3_600_000;
    const base = Date.now() + 10 * hour;
    for (const [index, name] of ['Spring sale', 'Summer SALE', 'Autumn news'].entries()) {
      await a.create(
        standardOffer(
          a,
          { apiContacts: [{ contactId: contact.contactId }] },
          {
            campaignName: name,
            scheduleTime: new Date(base + index * hour).toISOString(),
          },
        ),
      );
    }
    const list = (query: string) => a.ok<CampaignList>('GET', `${campaignRoutes.list.path}?${query}`);
    const names = (page: CampaignList) => page.data.map((campaign) => campaign.campaignName);
    expect(names(await list(''))).toEqual(['Autumn news', 'Summer SALE', 'Spring sale']);
    expect(names(await list('campaignName=sale'))).toEqual(['Summer SALE', 'Spring sale']);
    const page = await list('records=1&page=2');
    expect([names(page), page.totalRecords]).toEqual([['Summer SALE'], 3]);
    const from = encodeURIComponent(new Date(base + hour).toISOString());
    expect(names(await list(`from=${from}`))).toEqual(['Autumn news', 'Summer SALE']);
    const other = await a.addChannel();
    expect((await list(`channelId=${other}`)).totalRecords).toBe(0);
    const stats = await a.call('POST', `${campaignRoutes.downloadStats.path}?format=csv`, {
      campaignIds: (await list('')).data.map((campaign) => campaign.campaignId),
    });
    expect(stats.body.replace('\uFEFF', '').split('\r\n')[0]).toBe(
      'Campaign Id,Campaign Name,Recipients,Queued,Sent,Delivered,Read,Replied,Failed,Unknown,Canceled',
    );
  });
});
