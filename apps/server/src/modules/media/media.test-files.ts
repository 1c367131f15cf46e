import type { Simulator } from '@parley/wa-sim';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../test/harness';

/** A real 1×1 PNG. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
/** The start of a Windows executable (MZ header, PE signature). */
export const executable = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);

/** The PNG padded after its end to `size` bytes: still a PNG to anything that reads its bytes. */
export const pngOfSize = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);

export interface FormFile {
  bytes: Buffer;
  type: string;
  name: string;
}

/** POSTs a multipart form as a browser sends it, signed in when given a token. */
export async function postForm(
  app: FastifyInstance,
  url: string,
  token: string | undefined,
  fields: Record<string, string | FormFile>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.set(name, value);
    else form.set(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
  }
  const encoded = new Response(form);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? bearer(token) : {}), 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

/**
 * Uploads a file to the simulator and answers its download address, the token in the query: the one
 * non-public address a URL upload may name, standing in for a file on the web.
 */
export async function simulatorMediaUrl(sim: Simulator, bytes: Buffer, type: string): Promise<string> {
  const token = sim.seed.accessToken;
  const phoneNumberId = sim.seed.business.phoneNumbers[0]?.phoneNumberId;
  const form = new FormData();
  form.set('messaging_product', 'whatsapp');
  form.set('type', type);
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), 'file');
  const uploaded = await fetch(`${sim.graphUrl}/${phoneNumberId}/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const { id } = (await uploaded.json()) as { id: string };
  const described = await fetch(`${sim.graphUrl}/${id}`, { headers: { authorization: `Bearer ${token}` } });
  const { url } = (await described.json()) as { url: string };
  return `${url}&access_token=${token}`;
}
