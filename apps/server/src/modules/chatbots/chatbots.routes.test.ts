import { randomUUID } from 'node:crypto';
import {
  type ApiError,
  type Channel,
  type Chatbot,
  type ChatbotFlow,
  type ChatbotList,
  chatbotRoutes,
  errorMessages,
  type FlowNode,
  type MediaUploaded,
  mediaRoutes,
  validationMessages,
} from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/harness';
import {
  type Api,
  apiAs,
  type InboxWorkspace,
  type Member,
  memberOf,
  startInboxWorkspace,
} from '../inbox/inbox-workspace.test-helpers';
import { uploadPng } from '../inbox/sending/sending.test-helpers';
import { pdf, postForm } from '../media/media.test-files';
import { shopFlow } from './shop-flow.test-helpers';

let w: InboxWorkspace;
let owner: Member;
let channel: Channel;
let agent: Member;

beforeAll(async () => {
  w = await startInboxWorkspace();
  ({ owner, channel } = await w.newBusiness());
  agent = await w.addTeammate(owner, 'agent', 'Omar');
});
afterAll(() => w?.close());

const at = { x: 0, y: 0 };
const botPath = (chatbotId: string, suffix = '') =>
  `${chatbotRoutes.get.path.replace(':channelId', channel.channelId).replace(':chatbotId', chatbotId)}${suffix}`;
const listPath = () => chatbotRoutes.list.path.replace(':channelId', channel.channelId);
const create = (input: object) => owner.api.ok<Chatbot>('POST', listPath(), input, 201);

describe('a chatbot from creation to activation', () => {
  it('is created inactive with an empty flow, built, then activated and listed', async () => {
    const bot = await create({ name: 'Orders', type: 'keyword', keyword: 'Order' });
    expect(bot).toMatchObject({
      name: 'Orders',
      keyword: 'Order',
      type: 'keyword',
      status: 'inactive',
      startNode: null,
      nodes: [],
      problems: [{ code: 'startMissing', nodeId: null }],
      sessionsRun: 0,
      updatedByName: expect.any(String),
    });

    const built = await owner.api.ok<Chatbot>('PUT', botPath(bot.chatbotId), shopFlow());
    expect(built.problems).toEqual([]);
    expect(built.nodes.map((node) => node.id)).toEqual(['welcome', 'menu', 'order', 'agent']);

    const active = await owner.api.ok<Chatbot>('PUT', botPath(bot.chatbotId, '/status'), {
      status: 'active',
    });
    expect(active.status).toBe('active');
    const { data } = await owner.api.ok<ChatbotList>('GET', listPath());
    expect(data.find((listed) => listed.chatbotId === bot.chatbotId)).toMatchObject({
      status: 'active',
      problemCount: 0,
    });
  });

  it('refuses to activate a flow with problems, and lists them: a 25-character button title', async () => {
    const bot = await create({ name: 'Sizes', type: 'keyword', keyword: 'sizes' });
    const saved = await owner.api.ok<Chatbot>(
      'PUT',
      botPath(bot.chatbotId),
      shopFlow({ trackTitle: 'A button title of 25 char' }),
    );
    expect(saved.problems).toEqual([
      { code: 'buttonTitleTooLong', nodeId: 'menu', handle: 'track', limit: 20 },
    ]);

    const refused = await owner.api.call('PUT', botPath(bot.chatbotId, '/status'), { status: 'active' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ApiError>()).toMatchObject({
      message: errorMessages.CHATBOT_FLOW_HAS_PROBLEMS,
      details: saved.problems,
    });
    expect((await owner.api.ok<Chatbot>('GET', botPath(bot.chatbotId))).status).toBe('inactive');
  });

  it("keeps an active chatbot's flow runnable: a change that breaks it is refused and nothing changes", async () => {
    const bot = await create({ name: 'Live', type: 'keyword', keyword: 'live' });
    await owner.api.ok('PUT', botPath(bot.chatbotId), shopFlow());
    await owner.api.ok('PUT', botPath(bot.chatbotId, '/status'), { status: 'active' });

    const broken = await owner.api.call('PUT', botPath(bot.chatbotId), { ...shopFlow(), startNode: null });
    expect(broken.statusCode).toBe(422);
    expect((await owner.api.ok<Chatbot>('GET', botPath(bot.chatbotId))).startNode).toBe('welcome');
  });
});

describe('keywords among the active chatbots of a channel', () => {
  it('starts one bot only: the same keyword in another case and with accents is refused on activation', async () => {
    const first = await create({ name: 'Promo', type: 'keyword', keyword: 'promo' });
    const second = await create({ name: 'Promo too', type: 'keyword', keyword: '  PRÓMO ' });
    for (const bot of [first, second]) await owner.api.ok('PUT', botPath(bot.chatbotId), shopFlow());
    await owner.api.ok('PUT', botPath(first.chatbotId, '/status'), { status: 'active' });

    const refused = await owner.api.call('PUT', botPath(second.chatbotId, '/status'), { status: 'active' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiError>().message).toBe(errorMessages.CHATBOT_KEYWORD_TAKEN);
    expect((await owner.api.ok<Chatbot>('GET', botPath(second.chatbotId))).status).toBe('inactive');

    const renamedKeyword = await owner.api.ok<Chatbot>('PUT', botPath(second.chatbotId, '/keyword'), {
      keyword: 'deals',
    });
    expect(renamedKeyword.keyword).toBe('deals');
    await owner.api.ok('PUT', botPath(second.chatbotId, '/status'), { status: 'active' });
    const clash = await owner.api.call('PUT', botPath(second.chatbotId, '/keyword'), { keyword: 'Promo' });
    expect(clash.statusCode).toBe(409);
    expect((await owner.api.ok<Chatbot>('GET', botPath(second.chatbotId))).keyword).toBe('deals');
  });

  it("lets one active bot take 'any keyword', and switches a bot to it and back", async () => {
    const fallback = await create({ name: 'Fallback', type: 'anyKeyword' });
    expect(fallback).toMatchObject({ type: 'anyKeyword', keyword: null });
    await owner.api.ok('PUT', botPath(fallback.chatbotId), shopFlow());
    await owner.api.ok('PUT', botPath(fallback.chatbotId, '/status'), { status: 'active' });

    const other = await create({ name: 'Other', type: 'keyword', keyword: 'other' });
    await owner.api.ok('PUT', botPath(other.chatbotId), shopFlow());
    await owner.api.ok('PUT', botPath(other.chatbotId, '/status'), { status: 'active' });
    const refused = await owner.api.call('PATCH', botPath(other.chatbotId, '/any-keyword'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiError>().message).toBe(errorMessages.CHATBOT_ANY_KEYWORD_TAKEN);

    await owner.api.ok('PUT', botPath(fallback.chatbotId, '/status'), { status: 'inactive' });
    expect(await owner.api.ok<Chatbot>('PATCH', botPath(other.chatbotId, '/any-keyword'))).toMatchObject({
      type: 'anyKeyword',
      keyword: null,
    });
    expect(
      await owner.api.ok<Chatbot>('PUT', botPath(other.chatbotId, '/keyword'), { keyword: 'other' }),
    ).toMatchObject({ type: 'keyword', keyword: 'other' });
  });
});

describe('bad flow documents', () => {
  const nodeOf = (flow: ChatbotFlow, index: number) => flow.nodes[index] as FlowNode;

  it('are refused whole with a clear error, and the stored flow stays as it was', async () => {
    const bot = await create({ name: 'Guarded', type: 'keyword', keyword: 'guarded' });
    await owner.api.ok('PUT', botPath(bot.chatbotId), shopFlow());
    const flow = shopFlow();
    const many = Array.from({ length: 5000 }, (_, index) => ({ ...nodeOf(flow, 0), id: `n${index}` }));
    const documents: [string, object, string][] = [
      ['an unknown node kind', { ...flow, nodes: [{ ...nodeOf(flow, 0), nodeType: 'webhook' }] }, 'nodes'],
      [
        'a child naming no node',
        { ...flow, nodes: [{ ...nodeOf(flow, 0), messageConfig: { child: 'nowhere', messages: [] } }] },
        validationMessages.flowChildUnknown,
      ],
      ['5,000 nodes', { startNode: 'n0', nodes: many }, validationMessages.flowTooManyNodes],
      [
        'two nodes with one id',
        { ...flow, nodes: [nodeOf(flow, 2), nodeOf(flow, 2)] },
        validationMessages.flowNodeIdTaken,
      ],
    ];
    for (const [what, document, said] of documents) {
      const response = await owner.api.call('PUT', botPath(bot.chatbotId), document);
      expect(response.statusCode, what).toBe(400);
      expect(response.body, what).toContain(said);
    }
    expect((await owner.api.ok<Chatbot>('GET', botPath(bot.chatbotId))).nodes).toEqual(shopFlow().nodes);
  });

  it('refuses a node pointing at a node of another chatbot', async () => {
    const other = await create({ name: 'Other flow', type: 'keyword', keyword: 'elsewhere' });
    await owner.api.ok('PUT', botPath(other.chatbotId), shopFlow());
    const bot = await create({ name: 'Pointing', type: 'keyword', keyword: 'pointing' });
    const response = await owner.api.call('PUT', botPath(bot.chatbotId), {
      startNode: 'start',
      nodes: [
        {
          id: 'start',
          position: at,
          nodeType: 'message',
          messageConfig: { child: 'menu', messages: [{ id: 'm', type: 'text', body: { text: 'Hi' } }] },
        },
      ],
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('media items', () => {
  const pictureFlow = (body: object): ChatbotFlow => ({
    startNode: 'card',
    nodes: [
      {
        id: 'card',
        position: at,
        nodeType: 'message',
        messageConfig: { child: 'end', messages: [{ id: 'picture', type: 'image', body }] },
      } as FlowNode,
    ],
  });

  it("keep an uploaded file of the account's by its id, and refuse another account's, a file of another kind or both a file and a link", async () => {
    const bot = await create({ name: 'Pictures', type: 'keyword', keyword: 'pictures' });
    const mediaId = await uploadPng(w.t.app, owner, 'menu.png');
    const saved = await owner.api.ok<Chatbot>(
      'PUT',
      botPath(bot.chatbotId),
      pictureFlow({ mediaId, filename: 'menu.png' }),
    );
    expect(saved.problems).toEqual([]);
    expect(saved.nodes).toEqual(pictureFlow({ mediaId, filename: 'menu.png' }).nodes);

    const stranger = await memberOf(w.t, (await signUp(w.t.app)).accessToken);
    const theirs = await uploadPng(w.t.app, stranger, 'theirs.png');
    const document = await postForm(w.t.app, mediaRoutes.upload.path, owner.token, {
      file: { bytes: pdf, type: 'application/pdf', name: 'prices.pdf' },
    });
    const documentId = document.json<MediaUploaded>().data.mediaId;
    const refusals: [string, object, string][] = [
      ["another account's file", { mediaId: theirs }, validationMessages.flowMediaUnknown],
      ['a file that was never uploaded', { mediaId: randomUUID() }, validationMessages.flowMediaUnknown],
      ['a document as an image', { mediaId: documentId }, validationMessages.flowMediaWrongKind],
      [
        'a file and a link',
        { mediaId, url: 'https://example.com/menu.png' },
        validationMessages.flowMediaLinkAndFile,
      ],
    ];
    for (const [what, body, said] of refusals) {
      const response = await owner.api.call('PUT', botPath(bot.chatbotId), pictureFlow(body));
      expect(response.statusCode, what).toBe(400);
      expect(response.json<ApiError>().details, what).toEqual([
        { path: expect.stringContaining('messages.0.body'), message: said },
      ]);
    }
    expect((await owner.api.ok<Chatbot>('GET', botPath(bot.chatbotId))).nodes).toEqual(saved.nodes);
  });

  it('may be saved without a file while being built, but the lint names them', async () => {
    const bot = await create({ name: 'Unfinished', type: 'keyword', keyword: 'unfinished' });
    const saved = await owner.api.ok<Chatbot>('PUT', botPath(bot.chatbotId), pictureFlow({ url: '' }));
    expect(saved.problems).toEqual([{ code: 'mediaMissing', nodeId: 'card' }]);
  });
});

describe("a button node's media header", () => {
  const headerFlow = (header: object): ChatbotFlow => ({
    startNode: 'choice',
    nodes: [
      {
        id: 'choice',
        position: at,
        nodeType: 'input',
        inputType: 'button',
        buttonConfig: {
          headerType: 'image',
          header: '',
          body: 'Which one?',
          footer: '',
          buttons: [{ id: 'a', title: 'This one', handle: 'a', child: 'end' }],
          ...header,
        },
      } as FlowNode,
    ],
  });

  it("keeps an uploaded picture of the account's, refuses another account's or another kind, and lints a header without one", async () => {
    const bot = await create({ name: 'Header', type: 'keyword', keyword: 'header' });
    const mediaId = await uploadPng(w.t.app, owner, 'header.png');
    const saved = await owner.api.ok<Chatbot>(
      'PUT',
      botPath(bot.chatbotId),
      headerFlow({ headerMediaId: mediaId }),
    );
    expect(saved.problems).toEqual([]);
    expect(saved.nodes).toEqual(headerFlow({ headerMediaId: mediaId }).nodes);

    const stranger = await memberOf(w.t, (await signUp(w.t.app)).accessToken);
    const theirs = await uploadPng(w.t.app, stranger, 'theirs.png');
    const video = await owner.api.call(
      'PUT',
      botPath(bot.chatbotId),
      headerFlow({ headerType: 'video', headerMediaId: mediaId }),
    );
    expect(video.json<ApiError>().details).toEqual([
      { path: 'nodes.0.buttonConfig.headerMediaId', message: validationMessages.flowMediaWrongKind },
    ]);
    const foreign = await owner.api.call(
      'PUT',
      botPath(bot.chatbotId),
      headerFlow({ headerMediaId: theirs }),
    );
    expect(foreign.json<ApiError>().details).toEqual([
      { path: 'nodes.0.buttonConfig.headerMediaId', message: validationMessages.flowMediaUnknown },
    ]);
    const both = await owner.api.call(
      'PUT',
      botPath(bot.chatbotId),
      headerFlow({ headerMediaId: mediaId, header: 'https://example.com/header.png' }),
    );
    expect(both.statusCode).toBe(400);

    const unfinished = await owner.api.ok<Chatbot>('PUT', botPath(bot.chatbotId), headerFlow({}));
    expect(unfinished.problems).toEqual([{ code: 'mediaMissing', nodeId: 'choice' }]);
  });
});

describe('session settings', () => {
  it('wait 30 minutes for an answer by default, and take a time-out message and a restart keyword', async () => {
    const bot = await create({ name: 'Waiting', type: 'keyword', keyword: 'waiting' });
    expect(bot.settings).toEqual({ sessionTimeoutMinutes: 30, timeoutMessage: null, restartKeyword: null });
    const settings = { sessionTimeoutMinutes: 10, timeoutMessage: 'Bye for now', restartKeyword: 'menu' };
    expect(
      (await owner.api.ok<Chatbot>('PUT', botPath(bot.chatbotId, '/settings'), settings)).settings,
    ).toEqual(settings);
    const refused = await owner.api.call('PUT', botPath(bot.chatbotId, '/settings'), {
      ...settings,
      sessionTimeoutMinutes: 0,
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('renaming, deleting and who may', () => {
  it('renames and deletes a chatbot; agents may not manage chatbots; another account cannot see one', async () => {
    const bot = await create({ name: 'Old name', type: 'keyword', keyword: 'rename' });
    expect(
      (await owner.api.ok<Chatbot>('PUT', botPath(bot.chatbotId, '/name'), { name: 'New name' })).name,
    ).toBe('New name');
    expect((await agent.api.call('GET', listPath())).statusCode).toBe(403);
    const stranger: Api = apiAs(w.t, (await signUp(w.t.app)).accessToken);
    expect((await stranger.call('GET', botPath(bot.chatbotId))).statusCode).toBe(404);

    await owner.api.ok('DELETE', botPath(bot.chatbotId));
    expect((await owner.api.call('GET', botPath(bot.chatbotId))).statusCode).toBe(404);
  });
});
