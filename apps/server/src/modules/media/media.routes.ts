import multipart from '@fastify/multipart';
import { limits, mediaRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../shared/route';
import type { ChannelProviders } from '../channels/channel-providers';
import { createHeaderSamplesService } from './header-samples.service';
import { multipartForm } from './media.multipart';
import { sendFile, storedFile } from './media.reply';
import type { MediaService } from './media.service';

export async function mediaRoutes(
  app: FastifyInstance,
  { media, providers }: { media: MediaService; providers: ChannelProviders },
) {
  // Scoped to these routes; each call lowers the file limit to its own, and the parts are streamed.
  await app.register(multipart, {
    limits: { fileSize: limits.mediaUploadMaxBytes, files: 1, fields: 10, fieldSize: 4096 },
    throwFileSizeLimit: false,
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
    sendFile(reply, storedFile(await media.file(request.principal.accountId, params.mediaId))),
  );
  serve(app, routes.headerSession, ({ request, query }) =>
    headerSamples.startUpload(request.principal.accountId, query.channelId, multipartForm(request)),
  );
  serve(app, routes.headerHandle, ({ request, query }) =>
    headerSamples.sendBytes(request.principal.accountId, query.channelId, multipartForm(request)),
  );
}
