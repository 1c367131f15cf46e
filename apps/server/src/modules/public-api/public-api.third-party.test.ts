import type { Channel } from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type InboxWorkspace } from '../inbox/inbox-workspace.test-helpers';
import { baseUrlOf, sentTo } from '../inbox/sending/sending.test-helpers';
import { pdf, png } from '../media/media.test-files';
import { type PublicApiWorkspace, startPublicApiWorkspace } from './public-api.test-helpers';

/**
 * The public API as a developer outside Parley meets it: a base URL, an API key and the OpenAPI
 * document. The client below reads everything else (paths, methods, example bodies) from the
 * document and speaks plain fetch; it imports nothing of Parley's.
 */

interface OpenApiOperation {
  summary?: string;
  security?: Record<string, unknown>[];
  requestBody?: { content: Record<string, { examples?: Record<string, { value: unknown }> }> };
}
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

function thirdPartyClient(baseUrl: string, apiKey: string, document: OpenApiDocument) {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );
  /** The API-key operation of that method whose path ends so. */
  const operation = (method: string, pathEnd: RegExp) => {
    const found = operations.find(
      (candidate) =>
        candidate.method === method &&
        pathEnd.test(candidate.path) &&
        candidate.operation.security?.some((scheme) => 'apiKey' in scheme),
    );
    if (!found) throw new Error(`no ${method} ${pathEnd} in the document`);
    return found;
  };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'x-api-key': apiKey, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return {
    operation,
    call,
    async upload(bytes: Buffer, type: string, name: string): Promise<string> {
      const form = new FormData();
      form.set('file', new Blob([bytes], { type }), name);
      const response = await fetch(`${baseUrl}${operation('POST', /\/public\/v1\/media$/).path}`, {
        method: 'POST',
        headers: { 'x-api-key': apiKey },
        body: form,
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { data: { mediaId: string } }).data.mediaId;
    },
  };
}

let workspace: PublicApiWorkspace;
let w: InboxWorkspace;
let channel: Channel;
let apiKey: string;

beforeAll(async () => {
  workspace = await startPublicApiWorkspace();
  ({ w, channel, apiKey } = workspace);
});
afterAll(() => w?.close());

describe('a third-party client that reads only the OpenAPI document', () => {
  it("sends every message type of the document's examples, and reads each one's status until delivered", async () => {
    const waId = await workspace.customerWhoWrote();

    const baseUrl = baseUrlOf(w.t.app);
    const document = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as OpenApiDocument;
    const client = thirdPartyClient(baseUrl, apiKey, document);

    const channels = await client.call('GET', client.operation('GET', /\/public\/v1\/channels$/).path);
    const channelId = (channels.body.data as { channelId: string }[])[0]?.channelId ?? '';
    const send = client.operation('POST', /\/public\/v1\/channels\/\{channelId\}\/messages$/);
    const examples = Object.values(send.operation.requestBody?.content['application/json']?.examples ?? {});
    expect(examples.length).toBeGreaterThanOrEqual(6);

    // The examples' files are the example shop's; this client sends its own instead.
    const image = await client.upload(png, 'image/png', 'label.png');
    const invoice = await client.upload(pdf, 'application/pdf', 'invoice.pdf');
    const ids: string[] = [];
    for (const { value } of examples) {
      const message = structuredClone(value) as Record<string, Record<string, unknown> | string>;
      message.to = `+${waId}`;
      if (message.type === 'image') message.image = { mediaId: image, caption: 'Your parcel label' };
      if (message.type === 'document') message.document = { mediaId: invoice, filename: 'invoice.pdf' };
      const sent = await client.call('POST', send.path.replace('{channelId}', channelId), message);
      expect(sent.status, JSON.stringify(sent.body)).toBe(202);
      ids.push(String(sent.body.messageId));
    }

    const status = client.operation('GET', /\/public\/v1\/messages\/\{messageId\}$/);
    for (const id of ids) {
      await eventually(async () => {
        const read = await client.call('GET', status.path.replace('{messageId}', id));
        return ['delivered', 'read'].includes(String(read.body.status));
      });
    }
    const received = (await sentTo(w.sim, channel, waId)).map((message) => message.type);
    expect(received.sort()).toEqual(['document', 'image', 'interactive', 'interactive', 'template', 'text']);
  });
});
