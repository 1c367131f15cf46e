import { createHmac } from 'node:crypto';
import { sandboxSeed } from '@parley/wa-sim';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

const { app: metaApp } = sandboxSeed();

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
