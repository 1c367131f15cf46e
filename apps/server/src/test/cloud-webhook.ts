import { createHmac } from 'node:crypto';
import { sandboxSeed } from '@parley/wa-sim';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

const { app: metaApp, business } = sandboxSeed();

/** A Cloud API webhook body delivered to Parley, signed with the sandbox app's secret as Meta signs it. */
export async function postCloudWebhook(app: FastifyInstance, body: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/webhooks/cloud',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': `sha256=${createHmac('sha256', metaApp.appSecret).update(body).digest('hex')}`,
    },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * A customer's message to the sandbox business as Meta's `messages` webhook carries it: `message`
 * holds its type and content (`{ type: 'text', text: { body } }`), `timestamp` Meta's seconds.
 */
export function cloudMessageBody(message: {
  phoneNumberId: string;
  from: string;
  name: string;
  id: string;
  timestamp?: string;
  content: Record<string, unknown>;
}): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: business.wabaId,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550100001', phone_number_id: message.phoneNumberId },
              contacts: [{ wa_id: message.from, profile: { name: message.name } }],
              messages: [
                {
                  id: message.id,
                  from: message.from,
                  timestamp: message.timestamp ?? String(Math.floor(Date.now() / 1000)),
                  ...message.content,
                },
              ],
            },
          },
        ],
      },
    ],
  });
}
