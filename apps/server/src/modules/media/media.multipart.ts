import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors';

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

export const malformedFormMessage = 'The upload could not be read: its multipart form is malformed';

/** The multipart body of a request as a FormReader; a request of another type is an empty form. */
export const multipartForm =
  (request: FastifyRequest): FormReader =>
  async (maxFileBytes, receive) => {
    const form: ReceivedForm<Awaited<ReturnType<typeof receive>>> = { fields: {} };
    if (!request.isMultipart()) return form;
    const parts = request.parts({ limits: { fileSize: maxFileBytes } })[Symbol.asyncIterator]();
    for (;;) {
      const next = await parts.next().catch(refuseUnreadableForm);
      if (next.done) return form;
      const part = next.value;
      if (part.type === 'field') {
        form.fields[part.fieldname] = String(part.value);
        continue;
      }
      // A part cut short by a broken body fails its stream; the receiver's own failures stay as they are.
      const stream = part.file;
      if (part.fieldname === 'file' && !form.file) {
        const content = await receive(stream).catch((error) =>
          stream.errored ? refuseUnreadableForm(error) : Promise.reject(error),
        );
        form.file = {
          fileName: part.filename,
          declaredType: part.mimetype,
          truncated: stream.truncated,
          content,
        };
      } else {
        await finished(stream.resume()).catch(refuseUnreadableForm);
      }
    }
  };

/** Busboy's parse errors carry no status; @fastify/multipart's own (limits, early close) keep theirs. */
function refuseUnreadableForm(error: unknown): never {
  if (error instanceof Error && 'statusCode' in error) throw error;
  throw new AppError('VALIDATION_FAILED', undefined, malformedFormMessage);
}
