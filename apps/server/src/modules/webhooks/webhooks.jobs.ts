import { jobNames } from '../../jobs/job-names';
import type { Queue } from '../../jobs/queue';
import type { WebhooksService } from './webhooks.service';

/**
 * Intake starts processing in the process that stored the event; this sweep, once a minute on one
 * node, picks up what a process left behind when it stopped or crashed, then forgets what is past
 * the retention.
 */
export async function registerWebhookJobs(queue: Queue, webhooks: WebhooksService): Promise<void> {
  await queue.schedule(jobNames.webhookSweep, '* * * * *');
  await queue.work(jobNames.webhookSweep, async () => {
    await webhooks.sweep();
    await webhooks.prune();
  });
}
