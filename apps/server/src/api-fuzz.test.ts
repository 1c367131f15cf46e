import { type Simulator, startSimulator } from '@parley/wa-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzApi } from './test/api-fuzz';
import { startTestApp, type TestApp, testOperatorToken } from './test/harness';

let sim: Simulator;
let t: TestApp;
beforeAll(async () => {
  sim = await startSimulator();
  t = await startTestApp({ GRAPH_API_URL: sim.graphUrl });
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

// The bench `npm run bench -- api-fuzz` sends 10,000; this seeded few hundred keep regressions out.
const requests = 500;

describe('every route of the OpenAPI document', () => {
  it('answers requests made from its schemas, valid and hostile, without a server error', async () => {
    const figures = await fuzzApi(t.app, {
      seed: 13,
      requests,
      maxDurationMs: 90_000,
      operatorToken: testOperatorToken,
    });

    expect(figures.serverErrors).toEqual([]);
    expect(figures.requests).toBe(requests);
  }, 150_000);
});
