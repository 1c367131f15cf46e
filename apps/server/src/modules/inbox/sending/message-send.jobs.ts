import { jobNames } from '../../../jobs/job-names';
import type { Queue } from '../../../jobs/queue';
import { forEachByKey } from '../../../shared/keyed-concurrency';
import type { MessageDelivery, MessageSendJob } from './message-delivery';

/** How many conversations' sends are in flight at once. */
const conversationsAtOnce = 8;

/**
 * Sends a conversation's messages one after another, in the order the queue hands them out
 * (creation order, to the millisecond), and different conversations' at once. Each send settles its
 * own message; an unexpected error (not the provider's) fails the batch, whose retry skips the
 * messages already settled.
 */
export async function registerMessageSendJobs(queue: Queue, delivery: MessageDelivery): Promise<void> {
  await queue.work<MessageSendJob>(
    jobNames.messageSend,
    (jobs) =>
      forEachByKey(
        jobs,
        (job) => job.conversationId ?? job.messageId,
        conversationsAtOnce,
        (job) => delivery.deliver(job),
      ),
    { batchSize: 50 },
  );
}
