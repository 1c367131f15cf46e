import { jobNames } from '../../jobs/job-names';
import type { Queue } from '../../jobs/queue';
import type { ContactImportJob, ContactImportsService } from './contact-imports.service';

/**
 * Imports run one at a time per process: each holds a batch in memory and keeps the database busy.
 * Once an hour, one node sweeps away the files imports left behind.
 */
export async function registerContactImportJobs(queue: Queue, imports: ContactImportsService): Promise<void> {
  await queue.work<ContactImportJob>(
    jobNames.contactImport,
    async (jobs) => {
      for (const job of jobs) await imports.run(job.importId);
    },
    { batchSize: 1 },
  );
  await queue.schedule(jobNames.contactImportSweep, '17 * * * *');
  await queue.work(jobNames.contactImportSweep, () => imports.sweep());
}
