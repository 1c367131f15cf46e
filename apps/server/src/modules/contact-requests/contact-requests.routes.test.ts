import { contactRequestRoutes } from '@parley/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequests } from '../../db/schema/index';
import { clientAddress, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const send = (payload: object, remoteAddress = clientAddress()) =>
  t.app.inject({ method: 'POST', url: contactRequestRoutes.create.path, payload, remoteAddress });

const message = {
  name: ' Ada Lovelace ',
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
  message: 'We would like a demo for our support team.',
};

describe('POST /api/v1/contact-requests', () => {
  it('stores the request and answers 201 with its id', async () => {
    const response = await send(message);

    expect(response.statusCode).toBe(201);
    const { contactRequestId } = response.json();
    const [row] = await t.database.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, contactRequestId));
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines Ltd',
      message: 'We would like a demo for our support team.',
    });
  });

  it('accepts a request without a company', async () => {
    const { company: _, ...withoutCompany } = message;
    const response = await send(withoutCompany);

    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, response.json().contactRequestId));
    expect(row?.company).toBeNull();
  });

  it('rejects an invalid email and stores nothing', async () => {
    const before = await t.database.db.$count(contactRequests);
    const response = await send({ ...message, email: 'ada at example' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields',
      details: [{ path: 'email', message: 'Enter a valid email address' }],
    });
    expect(await t.database.db.$count(contactRequests)).toBe(before);
  });

  it('asks for the name and the message', async () => {
    const response = await send({ email: 'ada@example.com', name: '', message: '  ' });

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: 'name', message: 'Name is required' },
      { path: 'message', message: 'Message is required' },
    ]);
  });

  it('refuses a message longer than 4000 characters', async () => {
    const response = await send({ ...message, message: 'x'.repeat(4001) });

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'message', message: 'This is too long' }]);
  });

  it('accepts 5 requests a minute from one address, then answers 429', async () => {
    const remoteAddress = clientAddress();
    for (let i = 0; i < 5; i++) expect((await send(message, remoteAddress)).statusCode).toBe(201);

    const response = await send(message, remoteAddress);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please slow down.',
    });
    expect((await send(message)).statusCode).toBe(201);
  });
});
