import { limits } from '@parley/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInThrottles } from '../../db/schema/index';
import { AppError } from '../../shared/errors';

/**
 * Repeated wrong passwords for one user name: after a few, each answer is held back a little longer;
 * after more, the user name is refused for a while. Kept in the database so every server process
 * counts the same failures.
 */
export class SignInThrottle {
  constructor(
    private readonly db: Database,
    private readonly delayStepMs: number,
  ) {}

  async assertAllowed(userName: string): Promise<void> {
    const [row] = await this.db
      .select()
      .from(signInThrottles)
      .where(eq(signInThrottles.userName, key(userName)));
    const lockedForMs = row?.lockedUntil ? row.lockedUntil.getTime() - Date.now() : 0;
    if (lockedForMs > 0)
      throw new AppError('TOO_MANY_ATTEMPTS', { retryAfterSeconds: Math.ceil(lockedForMs / 1000) });
  }

  /** Records a failure and waits as long as the failure count asks for. */
  async recordFailure(userName: string): Promise<void> {
    const [row] = await this.db
      .insert(signInThrottles)
      .values({ userName: key(userName), failures: 1 })
      .onConflictDoUpdate({
        target: signInThrottles.userName,
        // A lock that has run out starts the count again.
        set: {
          failures: sql`case when ${signInThrottles.lockedUntil} < now() then 1 else ${signInThrottles.failures} + 1 end`,
          lockedUntil: sql`case when ${signInThrottles.lockedUntil} < now() then null else ${signInThrottles.lockedUntil} end`,
          updatedAt: new Date(),
        },
      })
      .returning();
    const failures = row?.failures ?? 1;
    if (failures >= limits.signInFailuresBeforeLock) {
      await this.db
        .update(signInThrottles)
        .set({ lockedUntil: new Date(Date.now() + limits.signInLockSeconds * 1000) })
        .where(eq(signInThrottles.userName, key(userName)));
    }
    const extraFailures = failures - limits.signInFailuresBeforeDelay;
    if (extraFailures > 0) await sleep(Math.min(extraFailures, 8) * this.delayStepMs);
  }

  async reset(userName: string): Promise<void> {
    await this.db.delete(signInThrottles).where(eq(signInThrottles.userName, key(userName)));
  }
}

const key = (userName: string) => userName.toLowerCase();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
