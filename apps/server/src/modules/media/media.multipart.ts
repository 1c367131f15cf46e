import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';

export interface ReceivedFile<T> {
  fileName: string;
  declaredType: string;
  /** The file went on past the size it was read up to; the rest was dropped. */
  truncated: boolean;
  content: T;
}

export interface ReceivedForm<T> {
  file?: ReceivedFile<T>;
  fields: Record<string, string>;
}

/** Reads an upload form: its part `file` goes to `receive`, cut at `maxFileBytes`; other fields as text. */
export type FormReader = <T>(
  maxFileBytes: number,
  receive: (stream: Readable) => Promise<T>,
) => Promise<ReceivedForm<T>>;

/** The multipart body of a request as a FormReader; a request of another type is an empty form. */
export const multipartForm =
  (request: FastifyRequest): FormReader =>
  async (maxFileBytes, receive) => {
    const form: ReceivedForm<Awaited<ReturnType<typeof receive>>> = { fields: {} };
    if (!request.isMultipart()) return form;
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes } })) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === 'file' && !form.file) {
        const content = await receive(part.file);
        form.file = {
          fileName: part.filename,
          declaredType: part.mimetype,
          truncated: part.file.truncated,
          content,
        };
      } else {
        await finished(part.file.resume());
      }
    }
    return form;
  };
