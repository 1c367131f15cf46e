import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { Mailer } from './modules/mail/mailer';

/** What every module is given at start: nothing reaches for globals. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The time rules like the customer service window are read against: the simulator's in a demo. */
  clock: Clock;
}

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
