import { jobNames } from '../../../jobs/job-names';
import type { Queue } from '../../../jobs/queue';
import type { MessageDelivery, MessageSendJob } from './message-delivery';

/**
 * Sends run one after another, in the order the queue hands them out (creation order, to the
 * millisecond). Each settles its own message; an unexpected error (not the provider's) fails the
 * batch, whose retry skips the messages already settled.
 */
export async function registerMessageSendJobs(queue: Queue, delivery: MessageDelivery): Promise<void> {
  await queue.work<MessageSendJob>(
    jobNames.messageSend,
    async (jobs) => {
      for (const job of jobs) await delivery.deliver(job.messageId);
    },
    { batchSize: 10 },
  );
}
