import { createHmac } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

// Plain JavaScript: worker threads do not inherit the TypeScript loader the benchmarks run with.
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
  return { body, signature: `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}` };
}

const latencies = [];
let failures = 0;
let next = 0;
const started = performance.now();

async function client() {
  while (next < events) {
    const { body, signature } = signedStatus(next++);
    const sent = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      body,
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - sent);
    if (response.status !== 200) failures++;
  }
}

await Promise.all(Array.from({ length: concurrency }, client));
parentPort?.postMessage({ latencies, failures, elapsedMs: performance.now() - started });
