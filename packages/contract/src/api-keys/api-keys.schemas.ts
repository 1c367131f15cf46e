import { z } from 'zod/mini';
import { required } from '../fields';
import { validationMessages as m } from '../validation';

/**
 * Spec §3/§4: an account's API key, which authenticates the public API (`X-API-Key`). The key itself
 * is answered once, at creation; Parley keeps only its hash and its first characters (`prefix`), which
 * name it in the list.
 */
export const ApiKey = z.object({
  apiKeyId: z.uuid(),
  name: z.string(),
  /** The key's first characters, enough to tell keys apart: `prly_` and eight more. */
  prefix: z.string(),
  status: z.enum(['active', 'expired', 'revoked']),
  createdAt: z.iso.datetime(),
  /** Who created it; null once that user is deleted. */
  createdBy: z.nullable(z.object({ userId: z.uuid(), name: z.string() })),
  expiresAt: z.nullable(z.iso.datetime()),
  lastUsedAt: z.nullable(z.iso.datetime()),
  revokedAt: z.nullable(z.iso.datetime()),
  /** Spec §4: a revocation's remarks ('Revoked' from the API Key tab). */
  remarks: z.nullable(z.string()),
});
export type ApiKey = z.infer<typeof ApiKey>;

export const ApiKeyList = z.object({ data: z.array(ApiKey), totalRecords: z.number() });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

export const ApiKeyInput = z.object({
  name: required(m.nameRequired, 60),
  /** Absent or null: the key never expires. */
  expiresAt: z.optional(z.nullable(z.iso.datetime({ offset: true, error: m.apiKeyExpiryInvalid }))),
});
export type ApiKeyInput = z.input<typeof ApiKeyInput>;

/** The created key with its secret, `apiKey`, which is never answered again. */
export const CreatedApiKey = z.extend(ApiKey, { apiKey: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

/** Spec §7: PATCH by key with remarks revokes it. */
export const ApiKeyRevocation = z.object({ remarks: required(m.remarksRequired, 200) });
export type ApiKeyRevocation = z.input<typeof ApiKeyRevocation>;

export const ApiKeyParams = z.object({ apiKeyId: z.uuid() });

/** Spec §8, word for word ('Failed  to revoke' has its two spaces). */
export const apiKeyMessages = {
  fetchFailed: 'Failed to fetch API key',
  created: 'Api Key created successfully',
  createFailed: 'Failed to add API key',
  revoked: 'Revoked successfully',
  revokeFailed: 'Failed  to revoke',
  revokeRemarks: 'Revoked',
} as const;
