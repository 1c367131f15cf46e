import { randomBytes } from 'node:crypto';
import { sandboxSeed, startSimulator } from '@parley/wa-sim';
import type { Config } from '../config';

/**
 * Without provider settings (no GRAPH_API_URL, no META_APP_SECRET) Parley plays against its
 * built-in WhatsApp simulator, so a new user can connect the sandbox business and exchange
 * messages offline. Answers the configuration pointing at it.
 */
export async function startEmbeddedSimulator(config: Config) {
  const seed = sandboxSeed();
  const simulator = await startSimulator({ seed });
  const verifyToken = randomBytes(16).toString('hex');
  return {
    config: {
      ...config,
      META_APP_SECRET: seed.app.appSecret,
      META_APP_ID: seed.app.appId,
      META_VERIFY_TOKEN: verifyToken,
      whatsApp: {
        graphUrl: simulator.graphUrl,
        sandbox: {
          businessAccountId: seed.business.wabaId,
          apiKey: seed.accessToken,
          handsetUrl: `${simulator.url}/handset`,
        },
        signupDialogUrl: `${simulator.url}/dialog/embedded-signup`,
      },
      partner: {
        apiUrl: simulator.url,
        messagingUrl: simulator.url,
        email: seed.partner.email,
        clientSecret: seed.partner.password,
      },
    } satisfies Config,
    /** Points the sandbox app's webhook at Parley, once Parley listens (the simulator checks it first). */
    async connectWebhook(parleyUrl: string): Promise<void> {
      for (let attempt = 1; ; attempt++) {
        const response = await fetch(`${simulator.url}/_sim/apps/${seed.app.appId}/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ url: `${parleyUrl}/webhooks/cloud`, verifyToken }),
        });
        if (response.ok) return;
        if (attempt === 5)
          throw new Error(`the simulator refused Parley's webhook: ${await response.text()}`);
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    },
    simulator,
  };
}

export const wantsEmbeddedSimulator = (config: Config) => !config.GRAPH_API_URL && !config.META_APP_SECRET;
