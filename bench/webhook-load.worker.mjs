import { createHmac } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

// Plain JavaScript: worker threads do not inherit the TypeScript loader the benchmarks run with.
const { runLoad } = await tsImport('./keep-alive-load.ts', import.meta.url);
const { url, appSecret, events, concurrency } = workerData;

function signedStatus(index) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '200000000000001',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550100001', phone_number_id: '100000000000001' },
              statuses: [
                {
                  id: `wamid.BENCH${index}`,
                  status: 'delivered',
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: '4915112345678',
                },
              ],
            },
          },
        ],
      },
    ],
  });
  return {
    path: new URL(url).pathname,
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`,
    },
    body,
  };
}

parentPort?.postMessage(await runLoad(new URL(url).origin, events, concurrency, signedStatus));
