import { inboxRoutes as routes } from '@parley/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import { serve } from '../../../shared/route';
import { sendFile } from '../../media/media.reply';
import { findVisibleConversation } from '../conversation-access';
import type { MessageSender } from './message-sender';

/** Sending into a conversation the user may see, and the files of its messages. */
export async function messagesRoutes(
  app: FastifyInstance,
  { db, sender }: { db: Database; sender: MessageSender },
) {
  const created = { status: 201 } as const;
  serve(
    app,
    routes.sendMessage,
    async ({ request, params, body }) =>
      sender.sendAgentMessage(
        request.principal,
        await findVisibleConversation(db, request.principal, params.conversationId),
        body,
      ),
    created,
  );
  serve(
    app,
    routes.sendTemplate,
    async ({ request, params, body }) =>
      sender.sendTemplateMessage(
        request.principal,
        await findVisibleConversation(db, request.principal, params.conversationId),
        body,
      ),
    created,
  );
  serve(app, routes.messageMedia, async ({ request, reply, params }) => {
    const conversation = await findVisibleConversation(db, request.principal, params.conversationId);
    return sendFile(reply, await sender.mediaOf(conversation, params.messageId));
  });
}
