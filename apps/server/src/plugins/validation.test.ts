import { contactRoutes, inboxRoutes } from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, startTestApp, type TestApp } from '../test/harness';
import { unstorableTextMessages } from './validation';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ accessToken: token } = await signUp(t.app));
});
afterAll(() => t?.close());

const nulRefused = {
  code: 'VALIDATION_FAILED',
  message: 'Please check the highlighted fields',
};

describe('text PostgreSQL cannot store, in a request', () => {
  it('a NUL character is refused in a query string with 400, naming the field', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${contactRoutes.list.path}?searchTerm=ada%00`,
      headers: bearer(token),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ...nulRefused,
      details: [{ path: 'searchTerm', message: unstorableTextMessages.nul }],
    });
  });

  it('a NUL character is refused in a JSON body with 400, naming the field, however deep', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: contactRoutes.create.path,
      headers: bearer(token),
      payload: { contacts: [{ name: 'Ada\u0000', phone: '+14155550123', attributes: { city: 'x\u0000' } }] },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ...nulRefused,
      details: [
        { path: 'contacts.0.name', message: unstorableTextMessages.nul },
        { path: 'contacts.0.attributes.city', message: unstorableTextMessages.nul },
      ],
    });
  });

  it('a NUL character is refused in an object key', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: contactRoutes.create.path,
      headers: bearer(token),
      payload: { contacts: [{ name: 'Ada', phone: '+14155550123', attributes: { 'ci\u0000ty': 'x' } }] },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      path: 'contacts.0.attributes.ci\u0000ty',
      message: unstorableTextMessages.nul,
    });
  });

  it('a NUL character is refused in a tag name, and nothing is created', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: inboxRoutes.createTag.path,
      headers: bearer(token),
      payload: { tagName: 'vip\u0000' },
    });
    const tags = await t.app.inject({
      method: 'GET',
      url: inboxRoutes.listTags.path,
      headers: bearer(token),
    });

    expect(response.statusCode).toBe(400);
    expect(tags.json().data).toEqual([]);
  });

  it('a NUL character is refused in a path parameter', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${contactRoutes.list.path}/%00`,
      headers: bearer(token),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(nulRefused);
  });

  it('an unpaired surrogate is refused, where jsonb would fail on it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: contactRoutes.create.path,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"contacts":[{"name":"Ada","phone":"+14155550123","attributes":{"city":"x\\ud800"}}]}',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: 'contacts.0.attributes.city', message: unstorableTextMessages.surrogate },
    ]);
  });
});
