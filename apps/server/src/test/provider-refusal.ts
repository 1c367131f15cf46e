import { expect } from 'vitest';
import { ProviderError } from '../providers/messaging-provider';

/** The provider's refusal of a call, which must fail with a ProviderError. */
export const providerRefusal = (promise: Promise<unknown>): Promise<ProviderError> =>
  promise.then(
    () => {
      throw new Error('expected the provider to refuse');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ProviderError);
      return error as ProviderError;
    },
  );
