import { randomInt } from 'node:crypto';
import { createGraphClient } from './graph-client';

/**
 * Embedded Signup's server half: the 30-second code from the dialog becomes the business's token
 * (`GET /oauth/access_token`), then the chosen number is registered for the Cloud API.
 */
export function createEmbeddedSignup(options: { graphUrl: string; appId: string; appSecret: string }) {
  return {
    async exchangeCode(code: string): Promise<string> {
      const query = new URLSearchParams({ client_id: options.appId, client_secret: options.appSecret, code });
      const { request } = createGraphClient(options.graphUrl, '');
      const { access_token } = await request<{ access_token: string }>(`oauth/access_token?${query}`);
      return access_token;
    },

    /**
     * Registers the number with a new two-step verification PIN, as a number set up in the dialog
     * needs, and answers the PIN: registering the number again or changing the PIN asks for it.
     */
    async registerNumber(accessToken: string, phoneNumberId: string): Promise<string> {
      const { postJson } = createGraphClient(options.graphUrl, accessToken);
      const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await postJson(`${phoneNumberId}/register`, { messaging_product: 'whatsapp', pin });
      return pin;
    },
  };
}
