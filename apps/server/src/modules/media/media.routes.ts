import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { limits, mediaRoutes as routes } from '@parley/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config';
import { serve } from '../../shared/route';
import type { ChannelProviders } from '../channels/channel-providers';
import { createHeaderSamplesService } from './header-samples.service';
import { multipartForm } from './media.multipart';
import { createMediaService } from './media.service';
import { createLocalMediaStorage, type StoredMedia } from './media.storage';

export async function mediaRoutes(
  app: FastifyInstance,
  { config, providers }: { config: Config; providers: ChannelProviders },
) {
  // Scoped to these routes; each call lowers the file limit to its own, and the parts are streamed.
  await app.register(multipart, {
    limits: { fileSize: limits.mediaUploadMaxBytes, files: 1, fields: 10, fieldSize: 4096 },
    throwFileSizeLimit: false,
  });
  const media = createMediaService({
    storage: createLocalMediaStorage(join(config.dataDir, 'media')),
    publicUrl: config.publicUrl,
    trustedOrigin: new URL(config.whatsApp.graphUrl).origin,
  });
  const headerSamples = createHeaderSamplesService({ providers });

  const created = { status: 201 } as const;
  serve(
    app,
    routes.upload,
    ({ request }) => media.upload(request.principal.accountId, multipartForm(request)),
    created,
  );
  serve(
    app,
    routes.uploadByUrl,
    ({ request, body }) => media.uploadByUrl(request.principal.accountId, body),
    created,
  );
  serve(app, routes.file, async ({ request, reply, params }) =>
    sendMedia(reply, await media.file(request.principal.accountId, params.mediaId)),
  );
  serve(app, routes.headerSession, ({ request, query }) =>
    headerSamples.startUpload(request.principal.accountId, query.channelId, multipartForm(request)),
  );
  serve(app, routes.headerHandle, ({ request, query }) =>
    headerSamples.sendBytes(request.principal.accountId, query.channelId, multipartForm(request)),
  );
}

/** The stored type, never a guess by the browser; anything but an image downloads rather than opens. */
function sendMedia(reply: FastifyReply, { record, open }: StoredMedia) {
  reply
    .type(record.mimeType)
    .header('content-length', record.fileSize)
    .header('x-content-type-options', 'nosniff');
  if (record.kind !== 'image') reply.header('content-disposition', attachment(record.name));
  return open();
}

/** RFC 6266: a plain-ASCII name for old clients, the exact one (RFC 5987) for the others. */
const attachment = (name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
};
