import { jobNames } from '../../../jobs/job-names';
import type { Queue } from '../../../jobs/queue';
import type { InboundMediaCopier } from './inbound-media-copy';

export interface InboundMediaFetchJob {
  messageId: string;
}

/**
 * Copies a few files at a time. One that meets a passing failure fails its batch, whose retry skips
 * the files already settled.
 */
export async function registerInboundMediaJobs(queue: Queue, copier: InboundMediaCopier): Promise<void> {
  await queue.work<InboundMediaFetchJob>(
    jobNames.inboundMediaFetch,
    async (jobs) => {
      const results = await Promise.allSettled(jobs.map((job) => copier.copy(job.messageId)));
      const failure = results.find((result) => result.status === 'rejected');
      if (failure) throw failure.reason;
    },
    { batchSize: 4 },
  );
}
