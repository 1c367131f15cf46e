import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../context';
import type { Database } from '../../db/client';
import { createCampaignFiles } from './campaign-files';
import { createCampaignReports } from './campaign-reports';
import { campaignsRoutes } from './campaigns.routes';
import { createCampaignsService } from './campaigns.service';

export interface CampaignsModuleOptions {
  db: Database;
  clock: Clock;
  dataDir: string;
  /** The dispatcher's: told when a campaign is created or resumed, to start sending it at once. */
  onCampaignReady?: (campaignId: string) => void | Promise<void>;
}

/**
 * Broadcast campaigns: sheets, preflight, creation with every recipient decided at once, their
 * life (pause, resume, cancel, reschedule, follow-ups) and their reports. Sending them is the
 * dispatcher's, which reads `campaign_recipients` and is told of a campaign through `onCampaignReady`.
 */
export async function campaignsModule(
  app: FastifyInstance,
  { db, clock, dataDir, onCampaignReady }: CampaignsModuleOptions,
) {
  const files = createCampaignFiles(db, join(dataDir, 'campaign-files'));
  const campaigns = createCampaignsService({ db, clock, log: app.log, files, onCampaignReady });
  const reports = createCampaignReports({ db, clock, log: app.log });
  await app.register(campaignsRoutes, { campaigns, reports, files });
}
