import { z } from 'zod';

export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;
export const ok: OkResponse = { ok: true };

export const IdParams = z.object({ id: z.uuid() });
