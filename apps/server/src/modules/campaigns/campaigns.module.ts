import { join } from 'node:path';
import type { Database } from '../../db/client';
import { jobNames } from '../../jobs/job-names';
import { defineModule } from '../../shared/module';
import { createCampaignFiles } from './campaign-files';
import { createCampaignReports } from './campaign-reports';
import { campaignsRoutes } from './campaigns.routes';
import { createCampaignsService } from './campaigns.service';
import {
  type CampaignDispatcher,
  type FinishedCampaign,
  startCampaignDispatcher,
} from './dispatch/campaign-dispatcher';

/** What other modules may hear of campaigns. */
export interface CampaignEvents {
  /**
   * Told of campaigns as they complete, in the worker process whose dispatcher completed them, in the
   * transaction that completes them.
   */
  onCampaignsFinished(listener: (finished: FinishedCampaign[], tx: Database) => Promise<void>): void;
}

/**
 * Broadcast campaigns: sheets, preflight, creation with every recipient decided at once, their
 * life (pause, resume, cancel, reschedule, follow-ups) and their reports. Sending them is the
 * dispatcher's, a worker: it reads `campaign_recipients`, follows the provider's statuses, and is
 * told at once of a campaign created or resumed in this process (an API-only process leaves it to
 * a worker's sweep, within a second).
 */
export const campaignsModule = defineModule({
  name: 'campaigns',
  dependencies: ['auth', 'channels', 'webhooks'],
  services(app, { config, database, clock, log }) {
    const files = createCampaignFiles(database.db, join(config.dataDir, 'campaign-files'));
    const dispatch: { dispatcher?: CampaignDispatcher } = {};
    const finishedListeners: ((finished: FinishedCampaign[], tx: Database) => Promise<void>)[] = [];
    app.decorate('campaignEvents', {
      onCampaignsFinished: (listener) => finishedListeners.push(listener),
    } satisfies CampaignEvents);
    const onCampaignReady = (campaignId: string) => dispatch.dispatcher?.onCampaignReady(campaignId);
    const campaigns = createCampaignsService({ db: database.db, clock, log, files, onCampaignReady });
    app.decorate('campaigns', campaigns);
    return {
      files,
      campaigns,
      reports: createCampaignReports({ db: database.db, clock, log }),
      dispatch,
      finishedListeners,
    };
  },
  async routes(app, { files, campaigns, reports }) {
    await app.register(campaignsRoutes, { files, campaigns, reports });
  },
  workers(
    app,
    { dispatch, files, finishedListeners },
    { config, database, realtime, queue, log, overrides },
  ) {
    // Once an hour, one node lets go of the sheets no campaign will be created from any more.
    const sweepFiles = async () => {
      await queue.schedule(jobNames.campaignFileSweep, '43 * * * *');
      await queue.work(jobNames.campaignFileSweep, () => files.sweep());
    };
    sweepFiles().catch((error: unknown) =>
      log.error({ err: error }, 'the campaign file sweep could not start'),
    );
    const dispatcher = startCampaignDispatcher({
      db: database.db,
      providers: app.channelProviders,
      realtime,
      log,
      options: { reconcileAfterMs: config.CAMPAIGN_RECONCILE_AFTER_MS, ...overrides.campaignDispatch },
      campaignsFinished: async (finished, tx) => {
        for (const listener of finishedListeners) await listener(finished, tx);
      },
    });
    dispatch.dispatcher = dispatcher;
    app.webhookEvents.onProviderEvents((events) => dispatcher.handleProviderEvents(events));
    app.addHook('onClose', () => dispatcher.stop());
  },
});
