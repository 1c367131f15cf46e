import multipart from '@fastify/multipart';
import { limits, ok, catalogRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../shared/route';
import { sendSpreadsheet } from '../contacts/spreadsheet-download';
import { multipartForm } from '../media/media.multipart';
import type { CatalogService } from './catalog.service';
import { productSampleFile, productSampleFileName } from './product-sample-file';

export async function catalogRoutes(app: FastifyInstance, { catalog }: { catalog: CatalogService }) {
  // Scoped to these routes; the file is streamed to disk, never held in memory.
  await app.register(multipart, {
    limits: { fileSize: limits.contactImportMaxBytes, files: 1, fields: 10, fieldSize: 4096 },
    throwFileSizeLimit: false,
  });
  const accountOf = (request: { principal: { accountId: string } }) => request.principal.accountId;

  serve(app, routes.get, ({ request, params }) => catalog.get(accountOf(request), params.channelId));
  serve(app, routes.sync, ({ request, params }) => catalog.sync(accountOf(request), params.channelId));
  serve(app, routes.listProducts, ({ request, params, query }) =>
    catalog.list(accountOf(request), params.channelId, query),
  );
  serve(
    app,
    routes.createProduct,
    ({ request, params, body }) => catalog.create(accountOf(request), params.channelId, body),
    { status: 201 },
  );
  serve(app, routes.updateProduct, ({ request, params, body }) =>
    catalog.update(accountOf(request), params.productId, body),
  );
  serve(app, routes.deleteProduct, async ({ request, params }) => {
    await catalog.remove(accountOf(request), params.productId);
    return ok;
  });
  serve(app, routes.importProducts, ({ request, params }) =>
    catalog.import(accountOf(request), params.channelId, multipartForm(request)),
  );
  serve(
    app,
    routes.sendProductMessage,
    ({ request, params, body }) => catalog.sendProductMessage(request.principal, params.conversationId, body),
    { status: 201 },
  );
  serve(app, routes.sampleFile, async ({ reply, query }) =>
    sendSpreadsheet(
      reply,
      query.format,
      productSampleFileName(query.format),
      await productSampleFile(query.format),
    ),
  );
}
