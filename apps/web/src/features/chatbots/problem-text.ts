import type { FlowProblem } from '@parley/contract';
import type { TFunction } from 'i18next';

/** A lint problem in the user's words, with the limit it names (chatbots namespace). */
export const problemText = (t: TFunction, problem: FlowProblem) =>
  t(`chatbots:problems.${problem.code}`, { limit: problem.limit });
