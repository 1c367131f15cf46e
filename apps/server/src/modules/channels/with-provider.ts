import { ProviderError } from '../../providers/messaging-provider';
import { AppError } from '../../shared/errors';

/** A provider's refusal reaches the user in the provider's own words (the web app says "Our" for its name). */
export async function withProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderError) {
      throw new AppError(
        'PROVIDER_REFUSED',
        { providerCode: error.code, details: error.details },
        error.message,
      );
    }
    throw error;
  }
}
