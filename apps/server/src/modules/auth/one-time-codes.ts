import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { limits } from '@parley/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../shared/errors';
import {
  type CodePurpose,
  consumeCode,
  countAttempt,
  findLatestCode,
  replaceCode,
} from './one-time-codes.repo';

/** Emailed six-digit codes: stored as keyed hashes, expiring, single-use and limited in attempts. */
export class OneTimeCodes {
  constructor(
    private readonly db: Database,
    private readonly secret: string,
  ) {}

  async issue(userId: string, purpose: CodePurpose): Promise<string> {
    const code = String(randomInt(0, 10 ** limits.otpLength)).padStart(limits.otpLength, '0');
    await replaceCode(this.db, {
      userId,
      purpose,
      codeHash: this.digest(userId, code),
      expiresAt: new Date(Date.now() + limits.otpTtlSeconds * 1000),
    });
    return code;
  }

  /** Uses up the user's current code if `code` matches it; throws INVALID_OTP otherwise. */
  async redeem(userId: string, purpose: CodePurpose, code: string): Promise<void> {
    const latest = await findLatestCode(this.db, userId, purpose);
    if (!latest || latest.consumedAt || latest.expiresAt.getTime() <= Date.now())
      throw new AppError('INVALID_OTP');
    if (!(await countAttempt(this.db, latest.id, limits.otpMaxAttempts))) throw new AppError('INVALID_OTP');
    const matches = timingSafeEqual(Buffer.from(latest.codeHash), Buffer.from(this.digest(userId, code)));
    if (!matches || !(await consumeCode(this.db, latest.id))) throw new AppError('INVALID_OTP');
  }

  private digest(userId: string, code: string): string {
    return createHmac('sha256', this.secret).update(`${userId}:${code}`).digest('hex');
  }
}
