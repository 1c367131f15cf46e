import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type Channel,
  type Chatbot,
  type ChatbotFlow,
  type ChatbotList,
  type ChatbotTestRun,
  type ContactDetails,
  type ConversationChatbotSession,
  chatbotRoutes,
  chatbotSessionRoutes,
  contactRoutes,
  type FlowMessageItem,
  inboxRoutes,
  type MessageList,
  type QuickReply,
  quickReplyRoutes,
} from '@parley/contract';
import { sandboxSeed } from '@parley/wa-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobNames } from '../../../jobs/job-names';
import {
  customerSends,
  eventually,
  type InboxWorkspace,
  type Member,
  newCustomer,
  simulator,
  startInboxWorkspace,
} from '../../inbox/inbox-workspace.test-helpers';
import { uploadPng } from '../../inbox/sending/sending.test-helpers';
import { png, simulatorMediaUrl } from '../../media/media.test-files';
import { shopFlow } from '../shop-flow.test-helpers';

let w: InboxWorkspace;
let owner: Member;
let channel: Channel;
let agent: Member;

interface SentMessage {
  id: string;
  type: string;
  request: Record<string, unknown>;
}

/** An active chatbot of the channel with the shop's flow, or the one given; answers its path. */
async function activeBot(keyword: string, flow?: ChatbotFlow): Promise<string> {
  const path = chatbotRoutes.list.path.replace(':channelId', channel.channelId);
  const bot = await owner.api.ok<Chatbot>('POST', path, { name: keyword, type: 'keyword', keyword }, 201);
  const botPath = `${path}/${bot.chatbotId}`;
  await owner.api.ok('PUT', botPath, flow ?? shopFlow({ agentId: agent.userId }));
  await owner.api.ok('PUT', `${botPath}/status`, { status: 'active' });
  return botPath;
}

beforeAll(async () => {
  w = await startInboxWorkspace();
  ({ owner, channel } = await w.newBusiness());
  agent = await w.addTeammate(owner, 'agent', 'Omar');
  await activeBot('Shop');
});
afterAll(() => w?.close());

const sentTo = async (waId: string): Promise<SentMessage[]> =>
  (
    (await simulator(w.sim, 'GET', `/_sim/sent?phoneNumberId=${channel.phoneNumberId}&to=${waId}`)) as {
      data: SentMessage[];
    }
  ).data;

/** What the customer's handset has received, once it holds `count` messages. */
const received = (waId: string, count: number) =>
  eventually(async () => {
    const sent = await sentTo(waId);
    return sent.length >= count && sent;
  });

const textOf = (message: SentMessage | undefined) => JSON.stringify(message?.request ?? {});
const writes = (waId: string, body: string) =>
  customerSends(w, channel, waId, { type: 'text', text: { body } });
const taps = (waId: string, message: SentMessage, id: string, title: string) =>
  fetch(`${w.sim.url}/handset/api/replies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      phoneNumberId: channel.phoneNumberId,
      waId,
      messageId: message.id,
      reply: { kind: 'button_reply', id, title },
    }),
  }).then((response) => expect(response.status).toBe(200));

describe('a chatbot on real conversations', () => {
  it('starts on its keyword, whatever the case and accents, with the welcome and the menu', async () => {
    const waId = newCustomer();
    await writes(waId, ' shóp ');
    const [welcome, menu] = await received(waId, 2);
    expect(textOf(welcome)).toContain('Welcome to the shop!');
    expect(menu?.request).toMatchObject({
      type: 'interactive',
      interactive: { type: 'button', action: { buttons: [{ reply: { title: 'Track an order' } }, {}] } },
    });
  });

  it("starts on a template's quick-reply button whose text is its keyword (a campaign's, say)", async () => {
    await activeBot('Thanks');
    const waId = newCustomer();
    // The business's template with its quick-reply button "Thanks", as a campaign sends it.
    const sent = await fetch(`${w.sim.graphUrl}/${channel.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sandboxSeed().accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        to: waId,
        type: 'template',
        template: {
          name: 'order_update',
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Ada' },
                { type: 'text', text: '#1042' },
              ],
            },
          ],
        },
      }),
    }).then((response) => response.json() as Promise<{ messages: { id: string }[] }>);
    await customerSends(w, channel, waId, {
      type: 'button',
      button: { payload: 'Thanks', text: 'Thanks' },
      context: { message_id: sent.messages[0]?.id },
    });
    const [, welcome] = await received(waId, 3);
    expect(textOf(welcome)).toContain('Welcome to the shop!');
  });

  it('branches on a tap, answers a wrong answer with the error message, and saves the right one', async () => {
    const waId = newCustomer();
    await writes(waId, 'Shop');
    const [, menu] = await received(waId, 2);
    await taps(waId, menu as SentMessage, 'menu:track', 'Track an order');
    expect(textOf((await received(waId, 3))[2])).toContain('What is your order number?');

    await writes(waId, 'soon');
    expect(textOf((await received(waId, 4))[3])).toContain('Please send the digits of your order number');

    await writes(waId, '4711');
    expect(textOf((await received(waId, 5))[4])).toContain('Order 4711 is on its way');

    const conversation = await w.conversationOf(owner, channel, waId);
    const contact = await owner.api.ok<ContactDetails>(
      'GET',
      contactRoutes.get.path.replace(':contactId', conversation.contact.contactId),
    );
    expect(contact.attributes).toMatchObject({ last_order: '4711' });
    const { data } = await owner.api.ok<MessageList>(
      'GET',
      inboxRoutes.listMessages.path.replace(':conversationId', conversation.conversationId),
    );
    const botMessages = data.filter((message) => message.direction === 'outbound');
    expect(botMessages).toHaveLength(5);
    expect(botMessages.every((message) => message.sentByChatbotId !== null && message.sentBy === null)).toBe(
      true,
    );
  });

  it('hands the conversation to the agent of the assign node, and then stays quiet', async () => {
    const waId = newCustomer();
    await writes(waId, 'shop');
    const [, menu] = await received(waId, 2);
    await taps(waId, menu as SentMessage, 'menu:human', 'Talk to us');
    await eventually(
      async () => (await w.conversationOf(owner, channel, waId)).assignedAgentId === agent.userId,
    );

    await writes(waId, 'Hello?');
    await w.conversationOf(owner, channel, waId);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await sentTo(waId)).toHaveLength(2);
  });

  it('comes before the automatic quick reply, which answers messages no bot takes', async () => {
    await owner.api.ok<QuickReply>(
      'POST',
      quickReplyRoutes.create.path.replace(':channelId', channel.channelId),
      { shortName: 'hello', replyMessage: 'Thanks for writing!' },
      201,
    );
    await owner.api.ok('PATCH', quickReplyRoutes.updateSettings.path, { quickReplyEnabled: true });
    const botCustomer = newCustomer();
    await writes(botCustomer, 'shop');
    const [first] = await received(botCustomer, 2);
    expect(textOf(first)).toContain('Welcome to the shop!');

    const otherCustomer = newCustomer();
    await writes(otherCustomer, 'Do you ship to Lisbon?');
    expect(textOf((await received(otherCustomer, 1))[0])).toContain('Thanks for writing!');
    await owner.api.ok('PATCH', quickReplyRoutes.updateSettings.path, { quickReplyEnabled: false });
  });

  it('advances a session once when two answers arrive at once', async () => {
    const waId = newCustomer();
    await writes(waId, 'shop');
    const [, menu] = await received(waId, 2);
    await taps(waId, menu as SentMessage, 'menu:track', 'Track an order');
    await received(waId, 3);

    await Promise.all([writes(waId, '1001'), writes(waId, '1002')]);
    const sent = await received(waId, 4);
    await new Promise((resolve) => setTimeout(resolve, 800));
    const after = await sentTo(waId);
    expect(after).toHaveLength(4);
    expect(textOf(sent[3])).toMatch(/Order 100[12] is on its way/);
  });

  it('ends a session that waited too long for an answer, with the time-out message', async () => {
    const botPath = await activeBot('help');
    await owner.api.ok('PUT', `${botPath}/settings`, {
      sessionTimeoutMinutes: 5,
      timeoutMessage: 'We are here when you are back',
      restartKeyword: null,
    });
    const waId = newCustomer();
    await writes(waId, 'help');
    const [, menu] = await received(waId, 2);
    await taps(waId, menu as SentMessage, 'menu:track', 'Track an order');
    await received(waId, 3);

    await simulator(w.sim, 'POST', '/_sim/clock', { advanceMs: 6 * 60_000 });
    await w.t.app.platform.queue.send(jobNames.chatbotSessionSweep, {});
    expect(textOf((await received(waId, 4))[3])).toContain('We are here when you are back');

    await writes(waId, '4711');
    await w.conversationOf(owner, channel, waId);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await sentTo(waId)).toHaveLength(4);
  });

  it('starts the flow over on its restart keyword', async () => {
    const botPath = await activeBot('start');
    await owner.api.ok('PUT', `${botPath}/settings`, {
      sessionTimeoutMinutes: 30,
      timeoutMessage: null,
      restartKeyword: 'Menu',
    });
    const waId = newCustomer();
    await writes(waId, 'start');
    const [, menu] = await received(waId, 2);
    await taps(waId, menu as SentMessage, 'menu:track', 'Track an order');
    await received(waId, 3);

    await writes(waId, 'MENU');
    const sent = await received(waId, 5);
    expect(textOf(sent[3])).toContain('Welcome to the shop!');
    expect(textOf(sent[4])).toContain('How can we help?');
  });

  it('counts the sessions it started, shown in the list of the channel', async () => {
    const botPath = await activeBot('Count');
    const customers = [newCustomer(), newCustomer(), newCustomer()];
    await Promise.all(customers.map((waId) => writes(waId, 'count')));
    for (const waId of customers) await received(waId, 2);
    const { data } = await owner.api.ok<ChatbotList>(
      'GET',
      chatbotRoutes.list.path.replace(':channelId', channel.channelId),
    );
    expect(data.find((bot) => botPath.endsWith(bot.chatbotId))?.sessionsRun).toBe(3);
  });

  it('pauses when a user writes to the customer, and takes answers again once resumed; stops on request', async () => {
    const waId = newCustomer();
    await writes(waId, 'shop');
    const [, menu] = await received(waId, 2);
    await taps(waId, menu as SentMessage, 'menu:track', 'Track an order');
    await received(waId, 3);
    const { conversationId } = await w.conversationOf(owner, channel, waId);
    const sessionPath = chatbotSessionRoutes.get.path.replace(':conversationId', conversationId);
    expect(await owner.api.ok<ConversationChatbotSession>('GET', sessionPath)).toMatchObject({
      session: { chatbotName: 'Shop', status: 'running' },
    });

    await owner.api.ok(
      'POST',
      inboxRoutes.sendMessage.path.replace(':conversationId', conversationId),
      { type: 'text', text: { body: 'Hi, Ada here from the shop' } },
      201,
    );
    expect((await owner.api.ok<ConversationChatbotSession>('GET', sessionPath)).session?.status).toBe(
      'paused',
    );
    await writes(waId, 'soon');
    await w.conversationOf(owner, channel, waId);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await sentTo(waId)).toHaveLength(4);

    const resumed = await owner.api.ok<ConversationChatbotSession>('POST', `${sessionPath}/resume`);
    expect(resumed.session?.status).toBe('running');
    await writes(waId, '4711');
    expect(textOf((await received(waId, 5))[4])).toContain('Order 4711 is on its way');

    await writes(waId, 'shop');
    await received(waId, 7);
    expect(await owner.api.ok<ConversationChatbotSession>('POST', `${sessionPath}/stop`)).toEqual({
      session: null,
    });
    expect((await owner.api.call('POST', `${sessionPath}/stop`)).statusCode).toBe(404);
  });
});

/** A flow of one message node sending `messages`, then ending. */
const messageFlow = (messages: FlowMessageItem[]): ChatbotFlow => ({
  startNode: 'card',
  nodes: [
    { id: 'card', position: { x: 0, y: 0 }, nodeType: 'message', messageConfig: { child: 'end', messages } },
  ],
});

describe('media items of a flow', () => {
  it('send an image uploaded in the builder to the handset as an image, which the provider serves back', async () => {
    const mediaId = await uploadPng(w.t.app, owner, 'spring-menu.png');
    await activeBot(
      'Menu card',
      messageFlow([
        { id: 'picture', type: 'image', body: { mediaId, filename: 'spring-menu.png' } },
        { id: 'words', type: 'text', body: { text: 'Our spring menu' } },
      ]),
    );
    const waId = newCustomer();
    await writes(waId, 'menu card');
    const [image, words] = await received(waId, 2);
    expect(image?.type).toBe('image');
    expect(textOf(words)).toContain('Our spring menu');

    // The provider's media id, never a template header handle, and the bytes that were uploaded.
    const providerMediaId = (image?.request.image as { id?: string } | undefined)?.id;
    expect(providerMediaId).toMatch(/^\d+$/);
    const authorization = `Bearer ${sandboxSeed().accessToken}`;
    const described = await fetch(`${w.sim.graphUrl}/${providerMediaId}`, { headers: { authorization } });
    const { url, mime_type } = (await described.json()) as { url: string; mime_type: string };
    expect(mime_type).toBe('image/png');
    const bytes = await fetch(url, { headers: { authorization } }).then((response) => response.arrayBuffer());
    expect(Buffer.from(bytes)).toEqual(png);
  });
});

describe("a button node's media header", () => {
  it('sends a picture uploaded in the builder as the provider takes it, with the buttons', async () => {
    const mediaId = await uploadPng(w.t.app, owner, 'today.png');
    await activeBot('Pictured choice', {
      startNode: 'choice',
      nodes: [
        {
          id: 'choice',
          position: { x: 0, y: 0 },
          nodeType: 'input',
          inputType: 'button',
          buttonConfig: {
            headerType: 'image',
            header: '',
            headerMediaId: mediaId,
            headerFilename: 'today.png',
            body: "Today's special?",
            footer: '',
            buttons: [{ id: 'yes', title: 'Yes please', handle: 'yes', child: 'end' }],
          },
        },
      ],
    });
    const waId = newCustomer();
    await writes(waId, 'pictured choice');
    const [choice] = await received(waId, 1);
    const interactive = choice?.request.interactive as {
      header: { type: string; image: { id?: string; link?: string } };
      action: { buttons: { reply: { title: string } }[] };
    };
    expect(interactive.header.type).toBe('image');
    expect(interactive.header.image.id).toMatch(/^\d+$/);
    expect(interactive.action.buttons.map((button) => button.reply.title)).toEqual(['Yes please']);
  });
});

describe('a media item given as a link', () => {
  it("fetches the file once into the account's media and sends it like an uploaded one", async () => {
    const link = await simulatorMediaUrl(w.sim, png, 'image/png');
    await activeBot(
      'Menu link',
      messageFlow([{ id: 'picture', type: 'image', body: { url: link, filename: 'menu.png' } }]),
    );
    for (const waId of [newCustomer(), newCustomer()]) {
      await writes(waId, 'menu link');
      const [image] = await received(waId, 1);
      expect(image?.type).toBe('image');
      expect((image?.request.image as { id?: string } | undefined)?.id).toMatch(/^\d+$/);
    }
    // One copy of the file, whatever the number of customers: each record sits beside its bytes.
    const folder = join(w.t.config.dataDir, 'media', owner.accountId);
    const records = await Promise.all(
      (await readdir(folder))
        .filter((name) => name.endsWith('.json'))
        .map(async (name) => JSON.parse(await readFile(join(folder, name), 'utf8')) as { name: string }),
    );
    expect(records.filter((record) => record.name === 'menu.png')).toHaveLength(1);
  });
});

describe('a test run from the builder', () => {
  it("runs an inactive bot's flow for the tester's next message, whatever it says, and shows where it stands", async () => {
    const path = chatbotRoutes.list.path.replace(':channelId', channel.channelId);
    const draft = await owner.api.ok<Chatbot>(
      'POST',
      path,
      { name: 'Draft', type: 'keyword', keyword: 'draft' },
      201,
    );
    const botPath = `${path}/${draft.chatbotId}`;
    await owner.api.ok('PUT', botPath, shopFlow({ agentId: agent.userId }));
    const tester = newCustomer();
    const armed = await owner.api.ok<ChatbotTestRun>('POST', `${botPath}/test-run`, { phone: `+${tester}` });
    // Parley here talks to the simulator as to Meta, not as its built-in sandbox: the tester's phone is real.
    expect(armed).toMatchObject({ phone: tester, session: null, handsetUrl: null });

    await writes(tester, 'hello there');
    const [welcome, menu] = await received(tester, 2);
    expect(textOf(welcome)).toContain('Welcome to the shop!');
    expect(await owner.api.ok<ChatbotTestRun>('GET', `${botPath}/test-run`)).toMatchObject({
      phone: null,
      session: { status: 'running', awaiting: 'menu', path: ['welcome', 'menu'] },
    });
    await taps(tester, menu as SentMessage, 'menu:track', 'Track an order');
    await received(tester, 3);
    expect((await owner.api.ok<ChatbotTestRun>('GET', `${botPath}/test-run`)).session?.awaiting).toBe(
      'order',
    );

    const someoneElse = newCustomer();
    await writes(someoneElse, 'hello there');
    await w.conversationOf(owner, channel, someoneElse);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await sentTo(someoneElse)).toEqual([]);
  });
});

describe('the chatbot reports', () => {
  it('count per node the sessions that reached it, dropped there and answered, and list every answer', async () => {
    const botPath = await activeBot('report');
    const finisher = newCustomer();
    await writes(finisher, 'report');
    const [, menu] = await received(finisher, 2);
    await taps(finisher, menu as SentMessage, 'menu:track', 'Track an order');
    await received(finisher, 3);
    await writes(finisher, '4711');
    await received(finisher, 4);

    const leaver = newCustomer();
    await writes(leaver, 'report');
    await received(leaver, 2);
    const { conversationId } = await w.conversationOf(owner, channel, leaver);
    await owner.api.ok(
      'POST',
      `${chatbotSessionRoutes.stop.path.replace(':conversationId', conversationId)}`,
    );

    const csv = async (path: string) => {
      const response = await owner.api.call('GET', `${botPath}/${path}?format=csv`);
      expect(response.statusCode).toBe(200);
      return response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    };
    expect(await csv('report')).toEqual([
      'Node,Kind,Sessions that reached it,Dropped here,Answers collected',
      'Sessions started,,2,,',
      'Completed,,1,,',
      'Handed to an agent,,0,,',
      'Dropped,,,1,',
      'Running now,,0,,',
      'welcome,message,2,0,',
      'menu,input: button,2,1,',
      'order,input: question,1,0,1',
      'agent,assign_agent,0,0,',
    ]);
    const [header, ...rows] = await csv('answers');
    expect(header).toBe('Started at,Status,Ended at,Phone Number,Name,Last node,orderNumber');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(new RegExp(`,completed,.*,${finisher},.*,order,4711$`));
    expect(rows[1]).toMatch(new RegExp(`,stopped,.*,${leaver},.*,menu,$`));

    const xlsx = await owner.api.call('GET', `${botPath}/answers?format=xlsx`);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });
});
