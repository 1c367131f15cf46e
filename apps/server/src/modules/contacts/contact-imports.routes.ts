import multipart from '@fastify/multipart';
import { contactGroupRoutes, contactImportRoutes, contactRoutes, limits } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../shared/route';
import { multipartForm } from '../media/media.multipart';
import type { ContactImportsService } from './contact-imports.service';
import { contactSampleFile, sampleFileName } from './contact-sample-file';
import { sendSpreadsheet } from './spreadsheet-download';

export async function contactImportsRoutes(
  app: FastifyInstance,
  { contactImports }: { contactImports: ContactImportsService },
) {
  // Scoped to these routes; the file is streamed to disk, never held in memory.
  await app.register(multipart, {
    limits: { fileSize: limits.contactImportMaxBytes, files: 1, fields: 10, fieldSize: 4096 },
    throwFileSizeLimit: false,
  });

  serve(
    app,
    contactGroupRoutes.upload,
    ({ request, params }) =>
      contactImports.upload(request.principal.accountId, params.groupId, multipartForm(request)),
    { status: 201 },
  );
  serve(app, contactImportRoutes.get, ({ request, params }) =>
    contactImports.get(request.principal.accountId, params.importId),
  );
  serve(app, contactImportRoutes.start, ({ request, params, body }) =>
    contactImports.start(request.principal.accountId, params.importId, body),
  );
  serve(app, contactImportRoutes.rejections, ({ request, params, query }) =>
    contactImports.rejections(request.principal.accountId, params.importId, query),
  );
  serve(app, contactImportRoutes.rejectionsFile, async ({ request, reply, params }) =>
    sendSpreadsheet(
      reply,
      'csv',
      'rejected-rows.csv',
      await contactImports.rejectionsFile(request.principal.accountId, params.importId),
    ),
  );
  serve(app, contactRoutes.sampleFile, async ({ reply, query }) =>
    sendSpreadsheet(reply, query.format, sampleFileName(query.format), await contactSampleFile(query.format)),
  );
}
