import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../test/sandbox';

let sandbox: Sandbox;
let path: string;
beforeAll(async () => {
  sandbox = await startSandbox();
  path = `/${sandbox.sim.seed.business.wabaId}/message_templates`;
});
afterAll(() => sandbox.close());

const template = (name: string, language = 'en') => ({
  name,
  language,
  category: 'utility',
  components: [
    { type: 'BODY', text: 'Your code {{1}} expires {{2}}.', example: { body_text: [['1', 'soon']] } },
  ],
});

describe('message templates', () => {
  it('lists the seeded templates', async () => {
    const response = await sandbox.graph(`${path}?fields=name,status,language,category`);
    expect(response.body.data).toEqual(
      expect.arrayContaining([
        {
          name: 'hello_world',
          status: 'APPROVED',
          language: 'en_US',
          category: 'UTILITY',
          id: expect.any(String),
        },
        {
          name: 'order_update',
          status: 'APPROVED',
          language: 'en',
          category: 'UTILITY',
          id: expect.any(String),
        },
      ]),
    );
  });

  it('answers GET /{template-id} with only the requested fields, plus id', async () => {
    const listed = await sandbox.graph(`${path}?name=order_update&fields=name`);
    const id = listed.body.data[0].id;
    expect((await sandbox.graph(`/${id}?fields=name,status`)).body).toEqual({
      name: 'order_update',
      status: 'APPROVED',
      id,
    });
    expect((await sandbox.graph(`/${id}`)).body).toMatchObject({
      name: 'order_update',
      components: expect.any(Array),
      id,
    });
  });

  it('refuses a field a template does not have, in one template or in the list', async () => {
    const listed = await sandbox.graph(`${path}?name=order_update&fields=name`);
    for (const response of [
      await sandbox.graph(`/${listed.body.data[0].id}?fields=name,colour`),
      await sandbox.graph(`${path}?fields=name,colour`),
    ]) {
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({
        code: 100,
        message: '(#100) Tried accessing nonexisting field (colour) on node type (WhatsAppBusinessHSM)',
      });
    }
  });

  it('pages with limit and an after cursor', async () => {
    const first = await sandbox.graph(`${path}?limit=1&fields=name`);
    expect(first.body.data).toHaveLength(1);
    const next = new URL(first.body.paging.next);
    expect(next.searchParams.get('after')).toBe(first.body.paging.cursors.after);
    const second = await sandbox.graph(
      `${path}?limit=1&fields=name&after=${first.body.paging.cursors.after}`,
    );
    expect(second.body.data[0].name).not.toBe(first.body.data[0].name);
  });

  it('creates a template PENDING, approves it with a status webhook, and then it can be sent', async () => {
    // Long enough for the first send to find it PENDING on a loaded machine.
    await sandbox.control('/config', { templateReviewDelayMs: 1000 });
    const created = await sandbox.graph(path, { body: template('shipping_code') });
    expect(created.body).toEqual({ id: expect.any(String), status: 'PENDING', category: 'UTILITY' });
    const send = () =>
      sandbox.send({
        type: 'template',
        template: {
          name: 'shipping_code',
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: '1' },
                { type: 'text', text: 'now' },
              ],
            },
          ],
        },
      });
    expect((await send()).body.error.code).toBe(132001);

    const update = await sandbox.receiver.waitFor(() =>
      sandbox.receiver.received.find(
        (hook) => hook.json.entry[0].changes[0].field === 'message_template_status_update',
      ),
    );
    expect(update.signatureValid).toBe(true);
    expect(update.json.entry[0].time).toEqual(expect.any(Number));
    expect(update.json.entry[0].changes[0].value).toEqual({
      event: 'APPROVED',
      message_template_id: Number(created.body.id),
      message_template_name: 'shipping_code',
      message_template_language: 'en',
      reason: 'NONE',
      message_template_category: 'UTILITY',
    });
    expect((await send()).status).toBe(200);
    await sandbox.control('/config', { templateReviewDelayMs: 50 });
  });

  it('rejects names starting with reject_ as INVALID_FORMAT', async () => {
    await sandbox.graph(path, { body: template('reject_me') });
    const update = await sandbox.receiver.waitFor(() =>
      sandbox.receiver.received.find(
        (hook) => hook.json.entry[0].changes[0].value.message_template_name === 'reject_me',
      ),
    );
    expect(update.json.entry[0].changes[0].value).toMatchObject({
      event: 'REJECTED',
      reason: 'INVALID_FORMAT',
      rejection_info: {
        reason: expect.stringContaining('reject_'),
        recommendation: expect.stringContaining('name'),
      },
    });
    // Meta's explanation is prose, never the reason's code again.
    expect(update.json.entry[0].changes[0].value.rejection_info.reason).not.toBe('INVALID_FORMAT');
    const listed = await sandbox.graph(`${path}?name=reject_me&fields=status,rejected_reason`);
    expect(listed.body.data).toEqual([
      { status: 'REJECTED', rejected_reason: 'INVALID_FORMAT', id: expect.any(String) },
    ]);
  });

  it('refuses an invalid name and a duplicate language', async () => {
    expect((await sandbox.graph(path, { body: template('Bad Name') })).body.error.code).toBe(100);
    expect((await sandbox.graph(path, { body: template('hello_world', 'en_US') })).body.error.code).toBe(100);
  });

  it('deletes one language with hsm_id, or every language by name', async () => {
    const en = await sandbox.graph(path, { body: template('multi_lang', 'en') });
    await sandbox.graph(path, { body: template('multi_lang', 'de') });
    await sandbox.graph(path, { body: template('multi_lang', 'fr') });
    const remove = (query: string) => sandbox.graph(`${path}?${query}`, { method: 'DELETE' });
    expect((await remove(`name=multi_lang&hsm_id=${en.body.id}`)).body).toEqual({ success: true });
    expect((await sandbox.graph(`${path}?name=multi_lang&fields=language`)).body.data).toHaveLength(2);
    await remove('name=multi_lang');
    expect((await sandbox.graph(`${path}?name=multi_lang`)).body.data).toEqual([]);
    expect((await remove('name=multi_lang')).body.error.code).toBe(100);
  });
});
