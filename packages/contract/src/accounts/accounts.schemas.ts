import { z } from 'zod/mini';

export const AccountSummary = z.object({
  accountId: z.uuid(),
  accountName: z.string(),
  isActive: z.boolean(),
});
export type AccountSummary = z.infer<typeof AccountSummary>;

export const AccountIdParams = z.object({ accountId: z.uuid() });

export const SetAccountActiveInput = z.object({ isActive: z.boolean() });
