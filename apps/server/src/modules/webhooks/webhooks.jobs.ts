import { jobNames } from '../../jobs/job-names';
import type { Queue } from '../../jobs/queue';
import type { IngestJob, WebhooksService } from './webhooks.service';

export const registerWebhookJobs = (queue: Queue, webhooks: WebhooksService) =>
  queue.work<IngestJob>(jobNames.webhookIngest, (batch) => webhooks.process(batch), { batchSize: 50 });
