import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { Queue } from './jobs/queue';
import type { Mailer } from './modules/mail/mailer';
import type { PartnerClient } from './providers/partner/partner-client';
import type { Realtime } from './realtime/realtime';
import type { SecretBox } from './shared/secret-box';

/** What every module is given at start: nothing reaches for globals. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The time rules like the customer service window are read against: the simulator's in a demo. */
  clock: Clock;
}

/** The shared services app.ts builds before any module, decorated as `app.platform`. */
export interface Platform extends AppContext {
  queue: Queue;
  realtime: Realtime;
  secrets: SecretBox;
  /** One login at the partner for the whole server (its token is cached); absent when not configured. */
  partnerClient: PartnerClient | undefined;
}

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
