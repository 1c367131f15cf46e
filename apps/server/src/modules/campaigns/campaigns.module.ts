import { join } from 'node:path';
import { defineModule } from '../../shared/module';
import { createCampaignFiles } from './campaign-files';
import { createCampaignReports } from './campaign-reports';
import { campaignsRoutes } from './campaigns.routes';
import { createCampaignsService } from './campaigns.service';

/**
 * Broadcast campaigns: sheets, preflight, creation with every recipient decided at once, their
 * life (pause, resume, cancel, reschedule, follow-ups) and their reports. Sending them is the
 * dispatcher's: it reads `campaign_recipients`, and is told of a campaign created or resumed
 * through the service's `onCampaignReady`.
 */
export const campaignsModule = defineModule({
  name: 'campaigns',
  dependencies: ['auth'],
  services(_app, { config, database, clock, log }) {
    const files = createCampaignFiles(database.db, join(config.dataDir, 'campaign-files'));
    return {
      files,
      campaigns: createCampaignsService({ db: database.db, clock, log, files }),
      reports: createCampaignReports({ db: database.db, clock, log }),
    };
  },
  async routes(app, services) {
    await app.register(campaignsRoutes, services);
  },
});
