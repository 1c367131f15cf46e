import { ProviderError } from '../../../providers/messaging-provider';

/** The Cloud API's throughput refusal: the number sends too fast. */
export const throughputCode = 130429;

/** The template itself cannot be sent (gone, paused or disabled by Meta): the whole campaign waits. */
const templateUnavailableCodes = new Set([132001, 132015, 132016]);

/** How a refused or failed send is handled. */
export type SendFailure =
  /** The request may have reached the provider: only a status webhook can tell, so it is left to reconciliation. */
  | { kind: 'unconfirmed' }
  | { kind: 'throttled' }
  | { kind: 'templateUnavailable'; reason: string }
  | { kind: 'retryable' | 'permanent'; code: number; title: string; detail: string | null };

/** Graph prefixes its message with `(#code)`; the title alone, as status webhooks give it. */
const titleOf = (error: ProviderError) => error.message.replace(/^\(#\d+\)\s*/, '');

export function classifySendFailure(error: unknown): SendFailure {
  if (!(error instanceof ProviderError) || error.mayHaveArrived) return { kind: 'unconfirmed' };
  if (error.code === throughputCode) return { kind: 'throttled' };
  if (templateUnavailableCodes.has(error.code)) {
    return { kind: 'templateUnavailable', reason: `${titleOf(error)} (${error.code})` };
  }
  const reason = { code: error.code, title: titleOf(error), detail: error.details ?? null };
  return { kind: error.retryable ? 'retryable' : 'permanent', ...reason };
}
