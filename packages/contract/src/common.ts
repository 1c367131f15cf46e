import { z } from 'zod';

export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;
export const ok: OkResponse = { ok: true };

export const IdParams = z.object({ id: z.uuid() });

/** Lists take `page` (from 1) and `records`, and answer `{ data, totalRecords }` (architecture §4). */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  records: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.input<typeof PageQuery>;
