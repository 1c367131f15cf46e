import { chatbotSessionRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../shared/route';
import type { ChatbotSessionControl } from './runtime/chatbot-session-control';

export async function chatbotSessionsRoutes(
  app: FastifyInstance,
  { sessions }: { sessions: ChatbotSessionControl },
) {
  serve(app, routes.get, ({ request, params }) => sessions.get(request.principal, params.conversationId));
  serve(app, routes.resume, ({ request, params }) =>
    sessions.resume(request.principal, params.conversationId),
  );
  serve(app, routes.stop, ({ request, params }) => sessions.stop(request.principal, params.conversationId));
}
