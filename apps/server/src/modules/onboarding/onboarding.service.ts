import { type Onboarding, onboardingSteps } from '@parley/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../shared/errors';
import { onboardingProgress } from './onboarding.repo';

/** The getting-started checklist, each step ticked from what the account really holds. */
export async function getOnboarding(db: Database, accountId: string): Promise<Onboarding> {
  const progress = await onboardingProgress(db, accountId);
  if (!progress) throw new AppError('NOT_FOUND');
  return { steps: onboardingSteps.map((step) => ({ step, done: progress[step] })) };
}
