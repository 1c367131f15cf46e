import type { CampaignCreated, Channel, SandboxCredentials, Template } from '@parley/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { addSandboxChannel, apiOf, customerOrders, type Stack, signUpNewBusiness } from './stack';

/** How a screen is looked at: colour mode, interface language and viewport. */
export interface Look {
  mode: 'light' | 'dark';
  language: 'en' | 'de' | 'es' | 'ar' | 'ml' | 'hi';
  width: number;
  height: number;
}

export const desktop = { width: 1280, height: 800 } as const;
export const phone = { width: 390, height: 844 } as const;

/** A look a walk through the main screens takes, and what it holds each screen to there. */
export interface Walk extends Look {
  /** No serious or critical WCAG 2.2 AA violation. */
  axe: boolean;
  /** No scrolling sideways at the viewport's width. */
  fits: boolean;
}

/**
 * The walks through every main screen: axe in light and dark, left to right and right to left, each at
 * a desktop's and at a phone's width; the fit on a phone in English, Arabic and Malayalam, the longest
 * of the languages.
 */
export const walks: Walk[] = [
  { mode: 'light', language: 'en', ...desktop, axe: true, fits: false },
  { mode: 'dark', language: 'en', ...phone, axe: true, fits: true },
  { mode: 'light', language: 'ar', ...phone, axe: true, fits: true },
  { mode: 'dark', language: 'ar', ...desktop, axe: true, fits: false },
  { mode: 'light', language: 'ml', ...phone, axe: false, fits: true },
];

/** What the showcase business holds, for the screens' addresses. */
export interface Showcase {
  channelId: string;
  contactId: string;
  groupId: string;
  conversationId: string;
  quickReplyId: string;
  /**
   * A chatbot with a flow of a message and reply buttons, one of whose ways out is not connected and
   * whose picture header has no file yet.
   */
  chatbotId: string;
  /** A campaign of `hello_world` to the contact, scheduled for tomorrow. */
  campaignId: string;
  /** The customer's order from the catalog, two products with her words, still pending. */
  orderId: string;
  /** The signed-in session (its access token lives in local storage). */
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
}

export interface Screen {
  name: string;
  path: string;
  /** Waits until the screen shows its data; by default, until no skeleton or spinner is left. */
  ready?: (page: Page) => Promise<void>;
  /** A screen reached signed out. */
  guest?: boolean;
}

/**
 * Every main screen of the product, with real data behind it. A new screen is added here, and the
 * walks of main-screens.spec.ts hold it to their rules.
 */
export function mainScreens(showcase: Showcase): Screen[] {
  const { channelId, contactId, groupId, conversationId, campaignId, chatbotId, orderId } = showcase;
  return [
    { name: 'landing', path: '/', guest: true },
    { name: 'sign in', path: '/auth/jwt/login', guest: true },
    { name: 'sign up', path: '/auth/jwt/signup', guest: true },
    { name: 'getting started', path: '/dashboard' },
    { name: 'account settings', path: '/dashboard/account' },
    { name: 'API key settings', path: '/dashboard/account?tab=apiKey' },
    { name: 'webhook settings', path: '/dashboard/account?tab=webhooks' },
    { name: 'contacts', path: '/dashboard/contacts' },
    { name: 'add contact', path: '/dashboard/contacts/create' },
    { name: 'contact details', path: `/dashboard/contacts/${contactId}` },
    { name: 'edit contact', path: `/dashboard/contacts/${contactId}/edit` },
    { name: 'group members', path: `/dashboard/contacts/groups/${groupId}` },
    { name: 'channels', path: '/dashboard/channels' },
    { name: 'add channel', path: '/dashboard/channels/create' },
    { name: 'embedded signup', path: '/dashboard/embedded-signup' },
    { name: 'channel details', path: `/dashboard/channels/${channelId}` },
    {
      name: 'channel not found',
      path: '/dashboard/channels/not-a-channel',
      ready: (page) => page.getByTestId('not-found').waitFor(),
    },
    { name: 'templates', path: `/dashboard/channels/${channelId}/templates` },
    { name: 'template builder', path: `/dashboard/channels/${channelId}/templates/create` },
    { name: 'quick replies', path: `/dashboard/channels/${channelId}/quickreply` },
    { name: 'add quick reply', path: `/dashboard/channels/${channelId}/quickreply/create` },
    { name: 'chatbots', path: `/dashboard/channels/${channelId}/chatbot` },
    {
      name: 'chatbot builder',
      path: `/dashboard/channels/${channelId}/chatbot/${chatbotId}`,
      ready: (page) => page.getByTestId('flow-node').first().waitFor(),
    },
    {
      name: 'chatbot reply buttons',
      path: `/dashboard/channels/${channelId}/chatbot/${chatbotId}`,
      // The side panel of the reply buttons, whose picture header has no file yet.
      ready: async (page) => {
        await page.locator('.react-flow__node:has([data-kind="button"])').getByText('Choose one').click();
        await page.getByTestId('node-editor').waitFor();
        await page.getByTestId('media-file').waitFor({ state: 'attached' });
      },
    },
    {
      name: 'chatbot test run',
      path: `/dashboard/channels/${channelId}/chatbot/${chatbotId}`,
      // Armed for the simulator's phone, which the panel frames.
      ready: async (page) => {
        await page.getByTestId('flow-node').first().waitFor();
        await page.getByTestId('test-run').click();
        await page.getByTestId('start-test-run').click();
        await page.locator('[data-testid="test-run-state"][data-state="waiting"]').waitFor();
        await page.getByTestId('test-run-handset').waitFor();
      },
    },
    { name: 'new campaign', path: `/dashboard/broadcast/${channelId}/create` },
    { name: 'inbox', path: `/dashboard/chat?channelId=${channelId}` },
    {
      name: 'conversation',
      path: `/dashboard/chat?channelId=${channelId}&conversationId=${conversationId}`,
      // The greeter is still waiting for the customer's name: its bar is part of the screen.
      ready: async (page) => {
        await page.getByTestId('message').first().waitFor();
        await page.getByTestId('chatbot-session').waitFor();
      },
    },
    { name: 'auto assign', path: '/dashboard/auto-assign' },
    {
      name: 'store',
      path: `/dashboard/channels/${channelId}/store`,
      ready: (page) => page.getByTestId('product-row').first().waitFor(),
    },
    { name: 'orders', path: `/dashboard/channels/${channelId}/orders` },
    { name: 'order details', path: `/dashboard/orders/${channelId}/${orderId}` },
    {
      name: 'order messages',
      path: `/dashboard/channels/${channelId}/order-settings`,
      ready: async (page) => {
        await page.getByTestId('status-template').first().waitFor();
      },
    },
    { name: 'campaigns', path: '/dashboard/broadcast/list' },
    { name: "channel's campaigns", path: `/dashboard/broadcast/${channelId}` },
    { name: 'campaign details', path: `/dashboard/broadcast/${channelId}/${campaignId}` },
    {
      name: 'calendar',
      path: '/dashboard/calendar',
      ready: (page) => page.locator(`[data-campaign-id="${campaignId}"]`).waitFor(),
    },
    { name: 'users', path: '/dashboard/users' },
    { name: 'not found', path: '/no-such-page' },
  ];
}

/**
 * A business with one of everything: a sandbox channel with its approved templates, a customer's
 * conversation, a contact in a group and a quick reply. Signed up through the form, the rest
 * through the API, as a user would have made it.
 */
export async function seedShowcase(stack: Stack): Promise<Showcase> {
  const page = await stack.newPage();
  await signUpNewBusiness(page);
  const channelId = await addSandboxChannel(page);
  const api = apiOf(stack, page);

  await api('POST', `/api/v1/channels/${channelId}/templates/refresh`);
  // The sandbox shop's catalog is read before the customer orders, so that every screen, the Store and
  // the order's items alike, shows its products whichever is walked first.
  await api('POST', `/api/v1/channels/${channelId}/catalog/sync`);
  const channel = await api<Channel>('GET', `/api/v1/channels/${channelId}`);
  const { handsetUrl } = await api<SandboxCredentials>('GET', '/api/v1/channels/sandbox');
  // A greeter answers the customer's first message, so the conversation shows a chatbot at work.
  await addGreeter(api, channelId);
  const customer = '15550101001';
  const wrote = await fetch(`${new URL(handsetUrl).origin}/_sim/customers/${customer}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      phoneNumberId: channel.phoneNumberId,
      message: { type: 'text', text: { body: 'Is the blue vase still available?' } },
    }),
  });
  if (!wrote.ok) throw new Error(`the simulated customer could not write: ${await wrote.text()}`);

  let conversationId: string | undefined;
  for (let tries = 0; !conversationId && tries < 100; tries++) {
    const { data } = await api<{ data: { conversationId: string }[] }>(
      'GET',
      `/api/v1/conversations?channelId=${channelId}`,
    );
    conversationId = data[0]?.conversationId;
    if (!conversationId) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!conversationId) throw new Error('the customer’s message never reached the inbox');
  // Her order comes while the greeter waits for her name: it stays waiting (an order is no name).
  const orderId = await customerPlacesOrder(api, handsetUrl, channel, customer);

  const { group } = await api<{ group: { groupId: string } }>('POST', '/api/v1/contact-groups', {
    groupName: 'Spring customers',
  });
  const { data: contacts } = await api<{ data: { contactId: string }[] }>('POST', '/api/v1/contacts', {
    contacts: [{ name: 'Grace Hopper', phone: '+4915112345670', email: 'grace@example.com' }],
    groupId: [group.groupId],
  });
  const { quickReplyId } = await api<{ quickReplyId: string }>(
    'POST',
    `/api/v1/channels/${channelId}/quick-replies`,
    {
      shortName: 'thanks',
      replyMessage: 'Thank you for writing to us! We will answer within the hour.',
      options: ['hours'],
    },
  );

  const { chatbotId } = await api<{ chatbotId: string }>('POST', `/api/v1/channels/${channelId}/chatbots`, {
    name: 'Welcome bot',
    type: 'keyword',
    keyword: 'hello',
  });
  await api('PUT', `/api/v1/channels/${channelId}/chatbots/${chatbotId}`, {
    startNode: 'welcome',
    nodes: [
      {
        id: 'welcome',
        nodeType: 'message',
        position: { x: 0, y: 0 },
        messageConfig: {
          child: 'menu',
          messages: [{ id: 'hi', type: 'text', body: { text: 'Welcome to the shop! How can we help?' } }],
        },
      },
      {
        id: 'menu',
        nodeType: 'input',
        inputType: 'button',
        position: { x: 340, y: 0 },
        buttonConfig: {
          headerType: 'image',
          header: '',
          body: 'Choose one',
          footer: '',
          buttons: [
            { id: 'orders', title: 'My orders', handle: 'orders', child: 'end' },
            { id: 'agent', title: 'Talk to us', handle: 'agent', child: null },
          ],
        },
      },
    ],
  });

  const { data: templates } = await api<{ data: Template[] }>(
    'GET',
    `/api/v1/channels/${channelId}/templates?status=APPROVED`,
  );
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  tomorrow.setHours(10, 0, 0, 0);
  const { campaignId } = await api<CampaignCreated>('POST', `/api/v1/channels/${channelId}/campaigns`, {
    campaignName: 'Spring sale',
    type: 'standard',
    templateId: templates.find((template) => template.name === 'hello_world')?.id,
    contacts: { apiContacts: contacts.map(({ contactId }) => ({ contactId })) },
    scheduleTime: tomorrow.toISOString(),
  });

  // A key in use and a revoked one, for the API Key tab's list.
  await api('POST', '/api/v1/users/me/api-key', { name: 'Web shop' });
  const { apiKeyId } = await api<{ apiKeyId: string }>('POST', '/api/v1/users/me/api-key', {
    name: 'Old CRM',
  });
  await api('PATCH', `/api/v1/users/me/api-key/${apiKeyId}`, { remarks: 'Revoked' });
  // An endpoint for the Webhooks tab (a public address literal: nothing to resolve offline).
  await api('POST', '/api/v1/outbound-webhooks', {
    url: 'https://93.184.215.14/hooks/parley',
    events: ['message.received', 'order.received'],
  });

  const storageState = await page.context().storageState();
  await page.context().close();
  return {
    channelId,
    contactId: contacts[0]?.contactId ?? '',
    groupId: group.groupId,
    conversationId,
    quickReplyId,
    chatbotId,
    campaignId,
    orderId,
    storageState,
  };
}

/** The customer orders from the catalog on WhatsApp; answers the order's id once Parley has it. */
async function customerPlacesOrder(
  api: ReturnType<typeof apiOf>,
  handsetUrl: string,
  channel: Channel,
  customer: string,
): Promise<string> {
  await customerOrders(
    new URL(handsetUrl).origin,
    channel.phoneNumberId,
    customer,
    'Could you gift-wrap the vases?',
  );
  for (let tries = 0; tries < 100; tries++) {
    const { orders } = await api<{ orders: { orderId: string }[] }>(
      'GET',
      `/api/v1/channels/${channel.channelId}/orders`,
    );
    if (orders[0]) return orders[0].orderId;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the customer’s order never reached the orders');
}

/**
 * A page with `look`'s mode, language and viewport, signed in as the showcase business (or signed
 * out). Screens are shown one after another in it, so the app's files come from the browser's cache.
 */
export async function pageWithLook(
  stack: Stack,
  showcase: Showcase,
  look: Look,
  guest = false,
): Promise<Page> {
  const context = await stack.browser.newContext({
    baseURL: stack.baseUrl,
    viewport: { width: look.width, height: look.height },
    storageState: guest ? undefined : showcase.storageState,
  });
  const direction = look.language === 'ar' ? 'rtl' : 'ltr';
  await context.addInitScript(
    ({ mode, language, direction }) => {
      const saved = JSON.parse(localStorage.getItem('app-settings') ?? '{}');
      localStorage.setItem('app-settings', JSON.stringify({ ...saved, paletteMode: mode, direction }));
      localStorage.setItem('language', language);
    },
    { mode: look.mode, language: look.language, direction },
  );
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}

/**
 * Shows `screen` in `page` and waits until it has drawn its data. A page already showing the app
 * moves there as the app's own links do, keeping the app loaded: loading it again for every screen
 * was most of a walk's time. The screen's own address is loaded afresh, so that it starts over.
 */
export async function showScreen(page: Page, screen: Screen): Promise<void> {
  const shown = new URL(page.url());
  if (shown.origin === 'null' || `${shown.pathname}${shown.search}` === screen.path)
    await page.goto(screen.path);
  else await navigateInApp(page, screen.path);
  await (screen.ready ?? settled)(page);
}

/**
 * Moves the app to `path` through its router, and waits until the screen there has drawn something:
 * until then the router keeps the screen before on show, which would pass for the new one.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    for (const element of document.querySelectorAll('main *')) element.setAttribute('data-screen-before', '');
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(() => document.querySelector('main :not([data-screen-before])') !== null);
}

/** The screen has drawn its data: no skeleton or progress indicator is left, and fonts are loaded. */
async function settled(page: Page): Promise<void> {
  await page.locator('main, [role="main"], form, h1, h2, h3, h4').first().waitFor();
  await page.waitForFunction(
    () =>
      !document.querySelector('.MuiSkeleton-root, [role="progressbar"]') &&
      document.fonts.status === 'loaded',
  );
}

/** An active 'any keyword' chatbot that asks the customer's name and waits for it. */
async function addGreeter(api: ReturnType<typeof apiOf>, channelId: string) {
  const { chatbotId } = await api<{ chatbotId: string }>('POST', `/api/v1/channels/${channelId}/chatbots`, {
    name: 'Greeter',
    type: 'anyKeyword',
  });
  const path = `/api/v1/channels/${channelId}/chatbots/${chatbotId}`;
  await api('PUT', path, {
    startNode: 'name',
    nodes: [
      {
        id: 'name',
        nodeType: 'input',
        inputType: 'question',
        position: { x: 0, y: 0 },
        questionConfig: {
          displayText: 'Hello! May we have your name?',
          answerVariants: [],
          responseType: 'text',
          validation: { retryLimit: 2 },
          responseVariable: 'name',
          errorMessage: 'Please write your name',
          child: 'end',
        },
      },
    ],
  });
  await api('PUT', `${path}/status`, { status: 'active' });
}
