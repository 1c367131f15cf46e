import { z } from 'zod/mini';

export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;
export const ok: OkResponse = { ok: true };

export const IdParams = z.object({ id: z.uuid() });

/** A whole number in an answer (counts, totals). */
export const integer = () => z.number().check(z.int());

/** A whole number read from a query string, within `min` and `max`. */
export const queryInteger = (min: number, max?: number) =>
  z.coerce.number().check(z.int(), z.gte(min), ...(max === undefined ? [] : [z.lte(max)]));

/** Lists take `page` (from 1) and `records`, and answer `{ data, totalRecords }` (architecture §4). */
export const PageQuery = z.object({
  page: z._default(queryInteger(1), 1),
  records: z._default(queryInteger(1, 100), 20),
});
export type PageQuery = z.input<typeof PageQuery>;

/** A file answer (CSV, XLSX): the body is the file, not JSON. */
export const FileResponse = z.unknown();
