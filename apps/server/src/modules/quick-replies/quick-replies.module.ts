import { defineModule } from '../../shared/module';
import { createQuickReplyAutomation } from './quick-replies.automation';
import { quickRepliesRoutes } from './quick-replies.routes';

/** A channel's quick replies, and the automatic reply they send to customers' messages. */
export const quickRepliesModule = defineModule({
  name: 'quick-replies',
  dependencies: ['channels', 'inbox'],
  async routes(app, _services, { database }) {
    await app.register(quickRepliesRoutes, { db: database.db, channels: app.channels });
  },
  workers(app, _services, { database, clock }) {
    app.inbox.onInboundMessage(
      'quick-reply',
      createQuickReplyAutomation({ db: database.db, inbox: app.inbox, clock }),
    );
  },
});
