import { inboxRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../shared/route';
import type { InboxService } from './inbox.service';

export async function inboxRoutes(app: FastifyInstance, { inbox }: { inbox: InboxService }) {
  serve(app, routes.listConversations, ({ request, query }) =>
    inbox.conversations(request.principal.accountId, query),
  );
  serve(app, routes.listMessages, ({ request, params, query }) =>
    inbox.messages(request.principal.accountId, params.conversationId, query),
  );
}
