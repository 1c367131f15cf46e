import { jobNames } from '../../jobs/job-names';
import { defineModule } from '../../shared/module';
import { createChatbotReports } from './chatbot-reports';
import { chatbotSessionsRoutes } from './chatbot-sessions.routes';
import { createChatbotTestRuns } from './chatbot-test-runs';
import { chatbotsRoutes } from './chatbots.routes';
import { createChatbotsService } from './chatbots.service';
import { createChatbotRuntime } from './runtime/chatbot-runtime';
import { createChatbotSessionControl } from './runtime/chatbot-session-control';

/** A channel's chatbots and their flows. */
export const chatbotsModule = defineModule({
  name: 'chatbots',
  dependencies: ['channels', 'inbox', 'media'],
  services(app, { config, database, clock, log }) {
    return {
      chatbots: createChatbotsService({ db: database.db, channels: app.channels, storage: app.mediaStorage }),
      reports: createChatbotReports({ db: database.db, log }),
      testRuns: createChatbotTestRuns({
        db: database.db,
        clock,
        channels: app.channels,
        sandbox: config.whatsApp.sandbox,
      }),
      sessions: createChatbotSessionControl({ db: database.db, clock }),
    };
  },
  async routes(app, { chatbots, reports, sessions, testRuns }) {
    await app.register(chatbotsRoutes, { chatbots, reports, testRuns });
    await app.register(chatbotSessionsRoutes, { sessions });
    // Users write through this process's routes: a bot running in their conversation pauses.
    app.inbox.onUserMessage((conversation) => sessions.pauseFor(conversation));
  },
  workers(app, _services, { database, clock, log, queue }) {
    const runtime = createChatbotRuntime({
      db: database.db,
      inbox: app.inbox,
      storage: app.mediaStorage,
      media: app.media,
      clock,
      log,
    });
    app.inbox.onInboundMessageToChatbots(runtime.onInboundMessage);
    // Every minute, one node ends the sessions that waited too long for an answer.
    const sweepSessions = async () => {
      await queue.schedule(jobNames.chatbotSessionSweep, '* * * * *');
      await queue.work(jobNames.chatbotSessionSweep, () => runtime.endExpiredSessions());
    };
    sweepSessions().catch((error: unknown) =>
      log.error({ err: error }, 'the chatbot session sweep could not start'),
    );
  },
});
