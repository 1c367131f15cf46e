import { join } from 'node:path';
import { jobNames } from '../../jobs/job-names';
import { defineModule } from '../../shared/module';
import { createCampaignFiles } from './campaign-files';
import { createCampaignReports } from './campaign-reports';
import { campaignsRoutes } from './campaigns.routes';
import { createCampaignsService } from './campaigns.service';
import { type CampaignDispatcher, startCampaignDispatcher } from './dispatch/campaign-dispatcher';

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
  services(_app, { config, database, clock, log }) {
    const files = createCampaignFiles(database.db, join(config.dataDir, 'campaign-files'));
    const dispatch: { dispatcher?: CampaignDispatcher } = {};
    const onCampaignReady = (campaignId: string) => dispatch.dispatcher?.onCampaignReady(campaignId);
    return {
      files,
      campaigns: createCampaignsService({ db: database.db, clock, log, files, onCampaignReady }),
      reports: createCampaignReports({ db: database.db, clock, log }),
      dispatch,
    };
  },
  async routes(app, { files, campaigns, reports }) {
    await app.register(campaignsRoutes, { files, campaigns, reports });
  },
  workers(app, { dispatch, files }, { config, database, realtime, queue, log, overrides }) {
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
    });
    dispatch.dispatcher = dispatcher;
    app.webhookEvents.onProviderEvents((events) => dispatcher.handleProviderEvents(events));
    app.addHook('onClose', () => dispatcher.stop());
  },
});
