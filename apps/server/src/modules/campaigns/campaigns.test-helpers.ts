import {
  type CampaignCreated,
  type CampaignFile,
  type CampaignInput,
  type CampaignPreflight,
  campaignRoutes,
  type TemplateStatus,
} from '@parley/contract';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { channels, templates, users } from '../../db/schema/index';
import { signUp, type TestApp } from '../../test/harness';
import { csvOf } from '../contacts/contact-imports.test-files';
import { type ContactsApi, contactsApi } from '../contacts/contacts.test-helpers';
import { postForm } from '../media/media.test-files';

/** A text header, a body with two variables and a website button ending in one: a marketing offer. */
export const offerComponents = [
  { type: 'HEADER', format: 'TEXT', text: 'Hello {{1}}', example: { header_text: ['Ada'] } },
  { type: 'BODY', text: 'Save {{1}} on {{2}} this week.', example: { body_text: [['20%', 'shoes']] } },
  {
    type: 'BUTTONS',
    buttons: [{ type: 'URL', text: 'Shop', url: 'https://shop.example.com/{{1}}', example: ['summer'] }],
  },
];
export const noticeComponents = [{ type: 'BODY', text: 'Your order {{1}} is ready.' }];

let lastPhoneNumberId = 0;

export interface CampaignAccount {
  api: ContactsApi;
  token: string;
  accountId: string;
  channelId: string;
  offerId: string;
  noticeId: string;
  call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object): Promise<LightMyRequestResponse>;
  ok<T>(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, status?: number): Promise<T>;
  addChannel(provider?: 'cloud' | 'partner', tier?: string): Promise<string>;
  addTemplate(
    channelId: string,
    name: string,
    category: string,
    components: object[],
    status?: TemplateStatus,
  ): Promise<string>;
  upload(csv: string, name?: string): Promise<LightMyRequestResponse>;
  preflight(input: CampaignInput, channelId?: string): Promise<CampaignPreflight>;
  create(input: CampaignInput, channelId?: string): Promise<CampaignCreated>;
}

/**
 * A business with a channel (its number on the 10K tier) and two approved templates: `offer`
 * (MARKETING, header, body and button variables) and `notice` (UTILITY, one body variable).
 * Channels and templates are written to the database as a provider sync leaves them.
 */
export async function newCampaignAccount(t: Pick<TestApp, 'app' | 'database'>): Promise<CampaignAccount> {
  const { accessToken, input } = await signUp(t.app);
  const db = t.database.db;
  const [user] = await db.select().from(users).where(eq(users.userName, input.userName));
  if (!user) throw new Error('the signed-up user is missing');
  const accountId = user.accountId;
  const api = contactsApi(t.app, accessToken);
  const call: CampaignAccount['call'] = (method, url, payload) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${accessToken}` },
      ...(payload ? { payload } : {}),
    });
  const ok = async <T>(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, status = 200) => {
    const response = await call(method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  };
  const addChannel = async (provider: 'cloud' | 'partner' = 'cloud', tier = 'TIER_10K') => {
    lastPhoneNumberId += 1;
    const [channel] = await db
      .insert(channels)
      .values({
        accountId,
        provider,
        displayName: `Shop ${lastPhoneNumberId}`,
        businessAccountId: `waba-${accountId}`,
        phoneNumberId: `campaign-test-${lastPhoneNumberId}-${accountId}`,
        displayPhoneNumber: '+1 555 0100',
        verifiedName: 'Shop',
        messagingLimitTier: tier,
        accessTokenSealed: 'sealed',
      })
      .returning();
    if (!channel) throw new Error('no channel');
    return channel.id;
  };
  const addTemplate: CampaignAccount['addTemplate'] = async (
    channelId,
    name,
    category,
    components,
    status = 'APPROVED',
  ) => {
    const [template] = await db
      .insert(templates)
      .values({
        accountId,
        channelId,
        providerTemplateId: `${name}-${channelId}`,
        name,
        language: 'en',
        category,
        templateType: 'Standard',
        status,
        components: components as Record<string, unknown>[],
      })
      .returning();
    if (!template) throw new Error('no template');
    return template.id;
  };
  const channelId = await addChannel();
  const offerId = await addTemplate(channelId, 'offer', 'MARKETING', offerComponents);
  const noticeId = await addTemplate(channelId, 'notice', 'UTILITY', noticeComponents);
  const at = (path: string, id: string) => path.replace(':channelId', id);
  return {
    api,
    token: accessToken,
    accountId,
    channelId,
    offerId,
    noticeId,
    call,
    ok,
    addChannel,
    addTemplate,
    upload: (csv, name = 'recipients.csv') =>
      postForm(t.app, at(campaignRoutes.uploadFile.path, channelId), accessToken, {
        file: { bytes: csvOf(csv), type: 'text/csv', name },
      }),
    preflight: (body, channel = channelId) =>
      ok<CampaignPreflight>('POST', at(campaignRoutes.preflight.path, channel), body),
    create: (body, channel = channelId) =>
      ok<CampaignCreated>('POST', at(campaignRoutes.create.path, channel), body, 201),
  };
}

export async function uploaded(account: CampaignAccount, csv: string): Promise<CampaignFile> {
  const response = await account.upload(csv);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CampaignFile>();
}

/** Sets recipients' states as the dispatcher and the status webhooks would. */
export async function setRecipients(
  t: TestApp,
  campaignId: string,
  phone: string,
  values: { state: string; errorCode?: number; errorTitle?: string; read?: boolean; replied?: boolean },
): Promise<void> {
  await t.database.db.execute(sql`
    update campaign_recipients set state = ${values.state}, error_code = ${values.errorCode ?? null},
      error_title = ${values.errorTitle ?? null},
      sent_at = case when ${values.state} in ('sent', 'delivered', 'read') then now() end,
      delivered_at = case when ${values.state} in ('delivered', 'read') then now() end,
      read_at = case when ${values.state} = 'read' then now() end,
      failed_at = case when ${values.state} = 'failed' then now() end,
      replied_at = case when ${values.replied ?? false} then now() end
    where campaign_id = ${campaignId} and phone = ${phone.replace(/\D/g, '')}`);
}

export const campaignPath = (path: string, campaignId: string) => path.replace(':campaignId', campaignId);
