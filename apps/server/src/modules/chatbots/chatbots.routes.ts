import { ok, chatbotRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../shared/route';
import { sendSpreadsheet } from '../contacts/spreadsheet-download';
import type { ChatbotReports } from './chatbot-reports';
import type { ChatbotTestRuns } from './chatbot-test-runs';
import type { ChatbotsService } from './chatbots.service';

export async function chatbotsRoutes(
  app: FastifyInstance,
  {
    chatbots,
    reports,
    testRuns,
  }: { chatbots: ChatbotsService; reports: ChatbotReports; testRuns: ChatbotTestRuns },
) {
  serve(app, routes.list, ({ request, params }) =>
    chatbots.list(request.principal.accountId, params.channelId),
  );
  serve(
    app,
    routes.create,
    ({ request, params, body }) => chatbots.create(request.principal, params.channelId, body),
    {
      status: 201,
    },
  );
  serve(app, routes.get, ({ request, params }) => chatbots.get(request.principal.accountId, params));
  serve(app, routes.update, ({ request, params, body }) =>
    chatbots.updateFlow(request.principal, params, body),
  );
  serve(app, routes.status, ({ request, params, body }) =>
    chatbots.setStatus(request.principal, params, body.status),
  );
  serve(app, routes.rename, ({ request, params, body }) =>
    chatbots.rename(request.principal, params, body.name),
  );
  serve(app, routes.keyword, ({ request, params, body }) =>
    chatbots.setKeyword(request.principal, params, body.keyword),
  );
  serve(app, routes.anyKeyword, ({ request, params }) => chatbots.setAnyKeyword(request.principal, params));
  serve(app, routes.settings, ({ request, params, body }) =>
    chatbots.updateSettings(request.principal, params, body),
  );
  serve(app, routes.report, async ({ request, reply, params, query }) =>
    sendSpreadsheet(
      reply,
      query.format,
      `chatbot-report.${query.format}`,
      await reports.report(request.principal.accountId, params, query.format),
    ),
  );
  serve(app, routes.answers, async ({ request, reply, params, query }) =>
    sendSpreadsheet(
      reply,
      query.format,
      `chatbot-answers.${query.format}`,
      await reports.answers(request.principal.accountId, params, query.format),
    ),
  );
  serve(app, routes.startTestRun, ({ request, params, body }) =>
    testRuns.start(request.principal.accountId, params, body.phone),
  );
  serve(app, routes.testRun, ({ request, params }) => testRuns.get(request.principal.accountId, params));
  serve(app, routes.remove, async ({ request, params }) => {
    await chatbots.remove(request.principal.accountId, params);
    return ok;
  });
}
