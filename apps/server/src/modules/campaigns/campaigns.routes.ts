import multipart from '@fastify/multipart';
import { limits, campaignRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../shared/route';
import { sendSpreadsheet } from '../contacts/spreadsheet-download';
import { multipartForm } from '../media/media.multipart';
import type { CampaignFiles } from './campaign-files';
import type { CampaignReports } from './campaign-reports';
import type { CampaignsService } from './campaigns.service';

/** A selection of 200,000 contacts by id, or of contacts in groups, is some 16 MB of JSON. */
const selectionBodyLimit = 24 * 1024 * 1024;

export interface CampaignsRoutesOptions {
  campaigns: CampaignsService;
  reports: CampaignReports;
  files: CampaignFiles;
}

export async function campaignsRoutes(
  app: FastifyInstance,
  { campaigns, reports, files }: CampaignsRoutesOptions,
) {
  // Scoped to these routes; the sheet is streamed to disk, never held in memory.
  await app.register(multipart, {
    limits: { fileSize: limits.contactImportMaxBytes, files: 1, fields: 10, fieldSize: 4096 },
    throwFileSizeLimit: false,
  });
  const accountOf = (request: { principal: { accountId: string } }) => request.principal.accountId;

  serve(
    app,
    routes.uploadFile,
    ({ request, params }) => files.upload(accountOf(request), params.channelId, multipartForm(request)),
    { status: 201 },
  );
  serve(app, routes.sampleSheet, async ({ request, reply, params, query }) =>
    sendSpreadsheet(
      reply,
      query.format,
      `campaign-sample.${query.format}`,
      await reports.sampleSheet(accountOf(request), params.channelId, params.templateId, query.format),
    ),
  );
  serve(
    app,
    routes.preflight,
    ({ request, params, body }) => campaigns.preflight(accountOf(request), params.channelId, body),
    { bodyLimit: selectionBodyLimit },
  );
  serve(
    app,
    routes.create,
    ({ request, params, body }) => campaigns.create(request.principal, params.channelId, body),
    { status: 201, bodyLimit: selectionBodyLimit },
  );
  serve(app, routes.list, ({ request, query }) => campaigns.list(accountOf(request), query));
  serve(app, routes.stats, ({ request, body }) => campaigns.stats(accountOf(request), body));
  serve(app, routes.downloadStats, async ({ request, reply, query, body }) =>
    sendSpreadsheet(
      reply,
      query.format,
      `campaign-stats.${query.format}`,
      await reports.statsFile(accountOf(request), body, query.format),
    ),
  );
  serve(app, routes.get, ({ request, params }) => campaigns.get(accountOf(request), params.campaignId));
  serve(app, routes.progress, ({ request, params }) =>
    reports.progress(accountOf(request), params.campaignId),
  );
  serve(app, routes.recipients, ({ request, params, query }) =>
    reports.recipients(accountOf(request), params.campaignId, query),
  );
  serve(app, routes.report, async ({ request, reply, params, query }) =>
    sendSpreadsheet(
      reply,
      query.format,
      `campaign-report.${query.format}`,
      await reports.report(accountOf(request), params.campaignId, query.format),
    ),
  );
  serve(app, routes.reschedule, ({ request, params, body }) =>
    campaigns.reschedule(accountOf(request), params.campaignId, body),
  );
  serve(app, routes.pause, ({ request, params }) => campaigns.pause(accountOf(request), params.campaignId));
  serve(app, routes.resume, ({ request, params }) => campaigns.resume(accountOf(request), params.campaignId));
  serve(app, routes.cancel, ({ request, params }) => campaigns.cancel(accountOf(request), params.campaignId));
  serve(
    app,
    routes.followUp,
    ({ request, params, body }) => campaigns.followUp(request.principal, params.campaignId, body),
    { status: 201 },
  );
}
