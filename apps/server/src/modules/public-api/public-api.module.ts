import { jobNames } from '../../jobs/job-names';
import { defineModule } from '../../shared/module';
import { createIdempotency } from './idempotency';
import { publicApiRoutes } from './public-api.routes';
import { createPublicApiService } from './public-api.service';

/**
 * The public API (`/api/public/v1`, `X-API-Key`): the business's own systems send messages, read
 * their statuses and templates, and keep contacts, through the modules that own each.
 */
export const publicApiModule = defineModule({
  name: 'public-api',
  dependencies: ['auth', 'channels', 'media', 'contacts', 'inbox', 'templates', 'campaigns'],
  services(_app, { database }) {
    return { idempotency: createIdempotency(database.db) };
  },
  async routes(app, { idempotency }, { config }) {
    await app.register(publicApiRoutes, {
      api: createPublicApiService(app),
      idempotency,
      callsPerMinute: config.API_RATE_LIMIT_PER_MINUTE,
    });
  },
  workers(_app, { idempotency }, { queue, log }) {
    // Once an hour, one process forgets the idempotency keys older than a day.
    const sweep = async () => {
      await queue.schedule(jobNames.idempotencyKeySweep, '17 * * * *');
      await queue.work(jobNames.idempotencyKeySweep, () => idempotency.sweep());
    };
    sweep().catch((error: unknown) => log.error({ err: error }, 'the idempotency key sweep could not start'));
  },
});
