import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSimulator } from '@parley/wa-sim';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { fuzzApi } from '../apps/server/src/test/api-fuzz';

const operatorToken = 'bench-operator-token-0123456789abcdef';

/**
 * Issue 13: a schema-driven fuzz of every route of the OpenAPI document finds no 5xx, on PGlite or
 * (with BENCH_DATABASE_URL) PostgreSQL. The requests are injected, and the only outside world the
 * app may reach is the simulator on loopback. API_FUZZ_SEED picks another run.
 */
export async function apiFuzzBench(requests = 10_000, maxDurationMs = 900_000) {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-'));
  const sim = await startSimulator();
  const config = loadConfig({
    ...process.env,
    PARLEY_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    GRAPH_API_URL: sim.graphUrl,
    OPERATOR_TOKEN: operatorToken,
    SIGN_IN_DELAY_STEP_MS: '1',
  });
  const database = await openDatabase(config.database);
  const app = await buildApp(config, database);
  await app.ready();
  try {
    const seed = Number(process.env.API_FUZZ_SEED ?? 1);
    const figures = await fuzzApi(app, { seed, requests, maxDurationMs, operatorToken });
    return { bench: 'api-fuzz', database: database.kind, seed, ...figures };
  } finally {
    await app.close();
    await database.close();
    await sim.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
