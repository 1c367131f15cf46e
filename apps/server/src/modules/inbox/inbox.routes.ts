import { inboxRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../shared/route';
import { sendSpreadsheet } from '../contacts/spreadsheet-download';
import type { ConversationsService } from './conversations.service';

export async function inboxRoutes(app: FastifyInstance, { inbox }: { inbox: ConversationsService }) {
  serve(app, routes.listConversations, ({ request, query }) => inbox.conversations(request.principal, query));
  serve(app, routes.conversationCounts, ({ request, query }) => inbox.counts(request.principal, query));
  serve(app, routes.getConversation, ({ request, params }) =>
    inbox.conversation(request.principal, params.conversationId),
  );
  serve(app, routes.markRead, ({ request, params }) =>
    inbox.markRead(request.principal, params.conversationId),
  );
  serve(app, routes.block, ({ request, params, body }) =>
    inbox.setBlocked(request.principal, params.conversationId, body.isBlocked),
  );
  serve(app, routes.setStatus, ({ request, params, body }) =>
    inbox.setStatus(request.principal, params.conversationId, body.status),
  );
  serve(app, routes.assignAgent, ({ request, params, body }) =>
    inbox.assignAgent(request.principal, params.conversationId, body.assignedAgentId),
  );
  serve(app, routes.listMessages, ({ request, params, query }) =>
    inbox.messages(request.principal, params.conversationId, query),
  );
  serve(app, routes.download, async ({ request, reply, params }) => {
    const { fileName, file } = await inbox.download(request.principal, params.conversationId);
    return sendSpreadsheet(reply, 'csv', fileName, file);
  });
}
