import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../test/sandbox';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

function upload(bytes: Buffer, mimeType: string, fields: Record<string, string> = {}, query = '') {
  const form = new FormData();
  if (!query) form.set('messaging_product', 'whatsapp');
  form.set('type', mimeType);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new Blob([bytes], { type: mimeType }), 'photo.png');
  return fetch(`${sandbox.sim.graphUrl}/${sandbox.phoneNumberId}/media${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sandbox.sim.seed.accessToken}` },
    body: form,
  });
}

describe('media', () => {
  it('uploads, describes, downloads with the token, then deletes a file', async () => {
    const bytes = Buffer.from('not-really-a-png');
    const uploaded = await upload(bytes, 'image/png');
    expect(uploaded.status).toBe(200);
    const { id } = (await uploaded.json()) as { id: string };
    expect(id).toMatch(/^\d{16}$/);

    const described = await sandbox.graph(`/${id}`);
    expect(described.body).toEqual({
      messaging_product: 'whatsapp',
      url: expect.stringContaining(`${sandbox.sim.url}/whatsapp_business/attachments/?mid=${id}`),
      mime_type: 'image/png',
      sha256: createHash('sha256').update(bytes).digest('hex'),
      file_size: bytes.length,
      id,
    });

    expect((await fetch(described.body.url)).status).toBe(401);
    const download = await fetch(described.body.url, {
      headers: { authorization: `Bearer ${sandbox.sim.seed.accessToken}` },
    });
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(bytes);

    await sandbox.customerWrites(sandbox.customer, { type: 'text', text: { body: 'send me the photo' } });
    expect((await sandbox.send({ type: 'image', image: { id, caption: 'here' } })).status).toBe(200);

    expect((await sandbox.graph(`/${id}`, { method: 'DELETE' })).body).toEqual({ success: true });
    expect((await sandbox.graph(`/${id}`)).body.error.code).toBe(100);
  });

  it('takes messaging_product from the query string as well as from the form', async () => {
    const uploaded = await upload(Buffer.from('x'), 'image/png', {}, '?messaging_product=whatsapp');
    expect(uploaded.status).toBe(200);
    const missing = await upload(Buffer.from('x'), 'image/png', {}, '?type=image/png');
    expect(((await missing.json()) as { error: { code: number } }).error.code).toBe(100);
  });

  it('refuses a MIME type WhatsApp does not take and an image over 5 MB', async () => {
    const gif = await upload(Buffer.from('GIF89a'), 'image/gif');
    expect(gif.status).toBe(400);
    expect(((await gif.json()) as { error: { code: number } }).error.code).toBe(100);
    const big = await upload(Buffer.alloc(5 * 1024 * 1024 + 1), 'image/jpeg');
    expect(((await big.json()) as { error: { code: number } }).error.code).toBe(131053);
  });

  it('hides media from another phone number when phone_number_id is given', async () => {
    const { id } = (await (await upload(Buffer.from('x'), 'image/png')).json()) as { id: string };
    const other = sandbox.sim.seed.business.phoneNumbers[1]?.phoneNumberId;
    expect((await sandbox.graph(`/${id}?phone_number_id=${other}`)).status).toBe(400);
    expect((await sandbox.graph(`/${id}?phone_number_id=${sandbox.phoneNumberId}`)).status).toBe(200);
  });

  it('answers a temporary error during an outage of a media, then forgets the media once it expires', async () => {
    const { id } = (await (await upload(Buffer.from('x'), 'image/png')).json()) as { id: string };
    const control = (path: string, body: object = {}) =>
      fetch(`${sandbox.sim.url}/_sim/media/${id}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await control('outage', { requests: 2 })).status).toBe(200);
    for (let request = 0; request < 2; request += 1) {
      const refused = await sandbox.graph(`/${id}`);
      expect(refused.status).toBe(503);
      expect(refused.body.error.code).toBe(2);
    }
    expect((await sandbox.graph(`/${id}`)).status).toBe(200);

    expect((await control('expire')).status).toBe(200);
    expect((await sandbox.graph(`/${id}`)).body.error.code).toBe(100);
    expect((await control('expire')).status).toBe(404);
  });

  it('takes a resumable upload and answers a header handle', async () => {
    const bytes = Buffer.from('%PDF-1.4 sample');
    const appId = sandbox.sim.seed.app.appId;
    const session = await sandbox.graph(
      `/${appId}/uploads?file_name=sample.pdf&file_length=${bytes.length}&file_type=application/pdf`,
      { method: 'POST' },
    );
    expect(session.body.id).toMatch(/^upload:\d+$/);
    const response = await fetch(`${sandbox.sim.graphUrl}/${session.body.id}`, {
      method: 'POST',
      headers: { authorization: `OAuth ${sandbox.sim.seed.accessToken}`, file_offset: '0' },
      body: bytes,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ h: expect.stringMatching(/^4::/) });
  });
});
