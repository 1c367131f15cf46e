import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../test/sandbox';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

/** Calls `{sim.url}{path}` with the sandbox token, whatever version the path names. */
async function call(path: string, method = 'GET') {
  const response = await fetch(`${sandbox.sim.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${sandbox.sim.seed.accessToken}` },
  });
  return {
    status: response.status,
    version: response.headers.get('facebook-api-version'),
    body: (await response.json()) as { error: { message: string } },
  };
}

const platformError = (code: number, type: string) => ({
  error: {
    message: expect.any(String),
    type,
    code,
    ...(code === 100 ? { error_subcode: 33 } : {}),
    fbtrace_id: expect.any(String),
  },
});

describe('Graph API versions', () => {
  it.each(['v21.0', 'v22.0', 'v23.0', 'v24.0', 'v25.0', 'v26.0'])(
    'serves %s and names it in facebook-api-version',
    async (version) => {
      const response = await call(`/${version}/${sandbox.phoneNumberId}?fields=display_phone_number`);
      expect(response).toMatchObject({ status: 200, version, body: { id: sandbox.phoneNumberId } });
    },
  );

  it('serves an expired version as the oldest one Meta still serves', async () => {
    const response = await call(`/v20.0/${sandbox.phoneNumberId}?fields=display_phone_number`);
    expect(response).toMatchObject({ status: 200, version: 'v21.0', body: { id: sandbox.phoneNumberId } });
  });

  it('answers a version Graph never had with its unknown-path error, 2500', async () => {
    const response = await call(`/v99.0/${sandbox.phoneNumberId}/messages`, 'POST');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(platformError(2500, 'OAuthException'));
    expect(response.body.error.message).toBe(`Unknown path components: /${sandbox.phoneNumberId}/messages`);
  });
});

describe('paths and methods Graph does not have', () => {
  it('answers an unknown edge of a known object with 2500', async () => {
    const response = await call(`/v24.0/${sandbox.phoneNumberId}/no_such_edge`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(platformError(2500, 'OAuthException'));
    expect(response.body.error.message).toBe('Unknown path components: /no_such_edge');
  });

  it('answers an unknown object or a method the path does not take with 100, subcode 33', async () => {
    const unknown = await call('/v24.0/199999999999999');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(platformError(100, 'GraphMethodException'));
    expect(unknown.body.error.message).toMatch(
      /^Unsupported get request\. Object with ID '199999999999999' does not exist/,
    );
    const put = await call(`/v24.0/${sandbox.phoneNumberId}/messages`, 'PUT');
    expect(put.body).toEqual(platformError(100, 'GraphMethodException'));
    expect(put.body.error.message).toMatch(
      new RegExp(`^Unsupported put request\\. Object with ID '${sandbox.phoneNumberId}'`),
    );
  });

  it('still asks for a token before anything else', async () => {
    const response = await fetch(`${sandbox.sim.url}/v24.0/${sandbox.phoneNumberId}/no_such_edge`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: number } }).error.code).toBe(190);
  });
});
