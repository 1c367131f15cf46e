import { z } from 'zod/mini';

/** What a new account does before Parley is of use to it, in the order it is done. */
export const onboardingSteps = [
  'connectChannel',
  'approveTemplate',
  'addContacts',
  'inviteTeam',
  'sendMessage',
] as const;
export const OnboardingStep = z.enum(onboardingSteps);
export type OnboardingStep = z.infer<typeof OnboardingStep>;

/** Each step of the getting-started checklist and whether the account's data shows it done. */
export const Onboarding = z.object({
  steps: z.array(z.object({ step: OnboardingStep, done: z.boolean() })),
});
export type Onboarding = z.infer<typeof Onboarding>;
