import { type ErrorCode, errorMessages } from '@parley/contract';
import { AppError } from '../../shared/errors';
import { AddressNotAllowedError, type AddressPolicy, allowedAddressesOf } from '../media/public-url';

/**
 * Where deliveries may go. Everywhere: HTTPS to public addresses. On an embedded server (the PGlite
 * database, one machine) also this machine, by HTTP or HTTPS, so a developer's local receiver works.
 */
export interface WebhookUrlRule {
  /** The server runs on its embedded database. */
  embedded: boolean;
}

/** The addresses a delivery to a URL of this protocol may connect to, under the rule. */
export function addressPolicyFor(protocol: string, { embedded }: WebhookUrlRule): AddressPolicy {
  return protocol === 'http:' ? { onlyLoopback: true } : { allowLoopback: embedded };
}

/**
 * Refuses a URL that deliveries could not, or must not, go to: the host is resolved and every address
 * it has is checked (deliveries check again as they connect, in case the name changes).
 */
export async function checkWebhookUrl(url: string, rule: WebhookUrlRule): Promise<void> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && rule.embedded)) {
    throw refused('WEBHOOK_URL_NOT_HTTPS');
  }
  try {
    await allowedAddressesOf(parsed.hostname, addressPolicyFor(parsed.protocol, rule));
  } catch (error) {
    if (error instanceof AddressNotAllowedError) {
      throw refused(parsed.protocol === 'http:' ? 'WEBHOOK_URL_NOT_HTTPS' : 'WEBHOOK_URL_NOT_PUBLIC');
    }
    throw refused('WEBHOOK_URL_UNRESOLVED');
  }
}

/** The refusal, on the form's URL field. */
const refused = (code: ErrorCode) => new AppError(code, [{ path: 'url', message: errorMessages[code] }]);
