import {
  type ApiError,
  type ApiKey,
  type ApiKeyList,
  apiKeyMessages,
  apiKeyRoutes,
  type ChannelList,
  type CreatedApiKey,
  errorMessages,
  publicApiRoutes,
  validationMessages,
} from '@parley/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/harness';
import {
  apiAs,
  type InboxWorkspace,
  type Member,
  startInboxWorkspace,
} from '../inbox/inbox-workspace.test-helpers';

let w: InboxWorkspace;
let owner: Member;

beforeAll(async () => {
  w = await startInboxWorkspace();
  ({ owner } = await w.newBusiness());
});
afterAll(() => w?.close());

const revokePath = (apiKeyId: string) => apiKeyRoutes.revoke.path.replace(':apiKeyId', apiKeyId);
const createKey = (name: string, member = owner, expiresAt?: string) =>
  member.api.ok<CreatedApiKey>('POST', apiKeyRoutes.create.path, { name, expiresAt }, 201);
const channelsWith = (key: string) =>
  w.t.app.inject({ method: 'GET', url: publicApiRoutes.channels.path, headers: { 'x-api-key': key } });

describe('API keys', () => {
  it('are shown once at creation, then listed by name and prefix with who made them', async () => {
    const created = await createKey('Shop');
    expect(created.apiKey).toMatch(/^prly_[A-Za-z0-9_-]{43}$/);
    expect(created.apiKey.startsWith(created.prefix)).toBe(true);
    expect(created).toMatchObject({ name: 'Shop', status: 'active', expiresAt: null, lastUsedAt: null });
    expect(created.createdBy?.userId).toBe(owner.userId);

    const { data, totalRecords } = await owner.api.ok<ApiKeyList>('GET', apiKeyRoutes.list.path);
    const listed = data.find((key) => key.apiKeyId === created.apiKeyId);
    expect(listed).toMatchObject({ name: 'Shop', prefix: created.prefix, status: 'active' });
    expect(JSON.stringify(data)).not.toContain(created.apiKey);
    expect(totalRecords).toBe(data.length);
  });

  it('authenticate the public API for their account, and record their last use', async () => {
    const { apiKey, apiKeyId } = await createKey('CRM');
    const response = await channelsWith(apiKey);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ChannelList>().data).toHaveLength(1);
    expect(response.headers['ratelimit-limit']).toBeDefined();
    expect(response.headers['ratelimit-remaining']).toBeDefined();

    await w.t.app.inject({ method: 'GET', url: '/health' }); // any request; the flush is timed
    await new Promise((resolve) => setTimeout(resolve, 5500));
    const { data } = await owner.api.ok<ApiKeyList>('GET', apiKeyRoutes.list.path);
    expect(data.find((key) => key.apiKeyId === apiKeyId)?.lastUsedAt).not.toBeNull();
  });

  it('are refused with 401 when missing, malformed or unknown, and nothing is answered', async () => {
    for (const key of ['', 'not-a-key', `prly_${'A'.repeat(43)}`]) {
      const response = await channelsWith(key);
      expect(response.statusCode).toBe(401);
      expect(response.json<ApiError>()).toMatchObject({
        code: 'API_KEY_INVALID',
        message: errorMessages.API_KEY_INVALID,
      });
    }
    const bearerOnly = await owner.api.call('GET', publicApiRoutes.channels.path);
    expect(bearerOnly.statusCode).toBe(401);
  });

  it("revoked with remarks stop working at once; a second revocation is refused, another account's key is not found", async () => {
    const { apiKey, apiKeyId } = await createKey('Old shop');
    expect((await channelsWith(apiKey)).statusCode).toBe(200);

    const revoked = await owner.api.ok<ApiKey>('PATCH', revokePath(apiKeyId), {
      remarks: apiKeyMessages.revokeRemarks,
    });
    expect(revoked).toMatchObject({ status: 'revoked', remarks: 'Revoked' });
    expect(revoked.revokedAt).not.toBeNull();
    expect((await channelsWith(apiKey)).statusCode).toBe(401);

    const again = await owner.api.call('PATCH', revokePath(apiKeyId), { remarks: 'Revoked' });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().code).toBe('API_KEY_REVOKED');

    const stranger = apiAs(w.t, (await signUp(w.t.app)).accessToken);
    const foreign = await stranger.call('PATCH', revokePath((await createKey('Mine')).apiKeyId), {
      remarks: 'Revoked',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('expire at their time; an expiry in the past is refused', async () => {
    const past = await owner.api.call('POST', apiKeyRoutes.create.path, {
      name: 'Late',
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json<ApiError>().details).toEqual([
      { path: 'expiresAt', message: validationMessages.apiKeyExpiryInvalid },
    ]);

    const { apiKey, apiKeyId } = await createKey(
      'Trial',
      owner,
      new Date(Date.now() + 3_600_000).toISOString(),
    );
    expect((await channelsWith(apiKey)).statusCode).toBe(200);
    await w.t.database.db.execute(
      sql`update api_keys set expires_at = now() - interval '1 second' where id = ${apiKeyId}`,
    );
    expect((await channelsWith(apiKey)).statusCode).toBe(401);
    const { data } = await owner.api.ok<ApiKeyList>('GET', apiKeyRoutes.list.path);
    expect(data.find((key) => key.apiKeyId === apiKeyId)?.status).toBe('expired');
  });

  it('are managed by account admins only', async () => {
    const manager = await w.addTeammate(owner, 'manager');
    const refused = await manager.api.call('POST', apiKeyRoutes.create.path, { name: 'Mine' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiError>().code).toBe('ACCOUNT_ADMIN_ONLY');
    expect((await manager.api.call('GET', apiKeyRoutes.list.path)).statusCode).toBe(403);
  });

  it('stop working when the account is blocked', async () => {
    const { apiKey } = await createKey('Blocked later');
    await w.t.database.db.execute(sql`update accounts set is_active = false where id = ${owner.accountId}`);
    try {
      const response = await channelsWith(apiKey);
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiError>().code).toBe('ACCOUNT_BLOCKED');
    } finally {
      await w.t.database.db.execute(sql`update accounts set is_active = true where id = ${owner.accountId}`);
    }
  });
});
