import { createHmac } from 'node:crypto';
import {
  authRoutes,
  type ContactImport,
  contactGroupRoutes,
  contactImportRoutes,
  healthRoutes,
} from '@parley/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents } from './db/schema/index';
import { csvOf } from './modules/contacts/contact-imports.test-files';
import { contactsApi } from './modules/contacts/contacts.test-helpers';
import { postForm } from './modules/media/media.test-files';
import { cloudStatusesBody } from './test/cloud-statuses';
import { bearer, clientAddress, signUp, signUpInput, startTestApp, type TestApp } from './test/harness';

// An API process and worker processes on one database, sharing the data directory (the import
// files the API stores are read by the worker).
const appSecret = 'test-app-secret';
let api: TestApp;
const workers: TestApp[] = [];
beforeAll(async () => {
  api = await startTestApp({ PARLEY_ROLES: 'api', META_APP_SECRET: appSecret });
});
afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.close();
});
afterAll(() => api?.close());

const startWorker = async () => {
  const worker = await startTestApp(
    { PARLEY_ROLES: 'worker', PARLEY_DATA_DIR: api.dataDir },
    { database: api.database },
  );
  workers.push(worker);
  return worker;
};

const withId = (template: string, id: string) => template.replace(/:\w+/, id);

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('PARLEY_ROLES=api', () => {
  it('stores and acknowledges the webhooks it receives, for a worker process to process', async () => {
    const body = cloudStatusesBody([{ id: 'wamid.ROLES1', status: 'delivered' }]);
    const signature = `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
    const answer = await api.app.inject({
      method: 'POST',
      url: '/webhooks/cloud',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      payload: body,
    });
    expect(answer.statusCode).toBe(200);
    const stored = async () =>
      (await api.database.db.select().from(webhookEvents).where(eq(webhookEvents.body, body)))[0];

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await stored()).toMatchObject({ claimedBy: null, processedAt: null });

    await startWorker();
    expect((await until(stored, (row) => Boolean(row?.processedAt)))?.processedAt).toBeInstanceOf(Date);
  });

  it('answers the routes and leaves the jobs it queues to a worker process', async () => {
    const { accessToken } = await signUp(api.app);
    const { groupId } = await contactsApi(api.app, accessToken).createGroup('Customers');
    const file = { bytes: csvOf('Name,Phone\nAda,+44 7700 900123'), type: 'text/csv', name: 'contacts.csv' };
    const uploaded = await postForm(api.app, withId(contactGroupRoutes.upload.path, groupId), accessToken, {
      file,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { importId, mapping } = uploaded.json<ContactImport>();
    const started = await api.app.inject({
      method: 'POST',
      url: withId(contactImportRoutes.start.path, importId),
      headers: bearer(accessToken),
      payload: { mapping },
    });
    expect(started.statusCode, started.body).toBe(200);
    const status = async () =>
      (
        await api.app.inject({
          method: 'GET',
          url: withId(contactImportRoutes.get.path, importId),
          headers: bearer(accessToken),
        })
      ).json<ContactImport>().status;

    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await status()).toBe('queued');

    await startWorker();
    expect(await until(status, (current) => current === 'completed')).toBe('completed');
  });
});

describe('PARLEY_ROLES=worker', () => {
  it('answers the health check and no other route', async () => {
    const worker = await startWorker();

    const health = await worker.app.inject({ method: 'GET', url: healthRoutes.check.path });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
    const signUpAnswer = await worker.app.inject({
      method: 'POST',
      url: authRoutes.signUp.path,
      payload: signUpInput(),
      remoteAddress: clientAddress(),
    });
    expect(signUpAnswer.statusCode).toBe(404);
    for (const url of ['/webhooks/cloud', '/api/docs/json', '/']) {
      expect((await worker.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
