import {
  type ApiKey,
  type ApiKeyInput,
  type ApiKeyList,
  type ApiKeyRevocation,
  type CreatedApiKey,
  validationMessages,
} from '@parley/contract';
import type { z } from 'zod/mini';
import type { Clock } from '../../context';
import type { Database } from '../../db/client';
import { AppError } from '../../shared/errors';
import type { Principal } from '../../types/fastify';
import { newApiKey } from './api-key-secret';
import { type ApiKeyRow, findApiKey, insertApiKey, listApiKeys, revokeApiKey } from './api-keys.repo';

/** The account's API keys, managed by its admins from the API Key tab. */
export function createApiKeysService({ db, clock }: { db: Database; clock: Clock }) {
  const toDto = (row: ApiKeyRow): ApiKey => ({
    apiKeyId: row.id,
    name: row.name,
    prefix: row.prefix,
    status: row.revokedAt ? 'revoked' : row.expiresAt && row.expiresAt <= clock() ? 'expired' : 'active',
    createdAt: row.createdAt.toISOString(),
    createdBy:
      row.createdByUserId && row.createdByName
        ? { userId: row.createdByUserId, name: row.createdByName }
        : null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    remarks: row.remarks,
  });

  const get = async (accountId: string, apiKeyId: string): Promise<ApiKey> => {
    const row = await findApiKey(db, accountId, apiKeyId);
    if (!row) throw new AppError('NOT_FOUND');
    return toDto(row);
  };

  return {
    async list(accountId: string): Promise<ApiKeyList> {
      const data = (await listApiKeys(db, accountId)).map(toDto);
      return { data, totalRecords: data.length };
    },

    async create(principal: Principal, input: z.output<typeof ApiKeyInput>): Promise<CreatedApiKey> {
      const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
      if (expiresAt && expiresAt <= clock()) {
        throw new AppError('VALIDATION_FAILED', [
          { path: 'expiresAt', message: validationMessages.apiKeyExpiryInvalid },
        ]);
      }
      const { key, hash, prefix } = newApiKey();
      const apiKeyId = await insertApiKey(db, {
        accountId: principal.accountId,
        name: input.name,
        prefix,
        keyHash: hash,
        createdByUserId: principal.userId,
        expiresAt,
      });
      return { ...(await get(principal.accountId, apiKeyId)), apiKey: key };
    },

    async revoke(
      accountId: string,
      apiKeyId: string,
      { remarks }: z.output<typeof ApiKeyRevocation>,
    ): Promise<ApiKey> {
      if (!(await revokeApiKey(db, accountId, apiKeyId, remarks))) {
        await get(accountId, apiKeyId); // 404 for another account's key or an unknown one
        throw new AppError('API_KEY_REVOKED');
      }
      return get(accountId, apiKeyId);
    },
  };
}
