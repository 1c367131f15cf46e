import { z } from 'zod';
import { servedGraphVersions } from './graph/graph-versions';
import { sandboxSeed } from './seed';
import { startSimulator } from './simulator';

const env = z
  .object({
    WA_SIM_HOST: z.string().default('127.0.0.1'),
    WA_SIM_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(4010),
    WA_SIM_GRAPH_VERSION: z
      .string()
      .refine((version) => servedGraphVersions.includes(version), {
        error: `must be one Meta serves: ${servedGraphVersions.join(', ')}`,
      })
      .default('v23.0'),
    WA_SIM_MPS: z.coerce.number({ error: 'must be a number or Infinity' }).positive().optional(),
    WA_SIM_CALLBACK_URL: z.url().optional(),
    WA_SIM_VERIFY_TOKEN: z.string().optional(),
  })
  .safeParse(process.env);

if (!env.success) {
  for (const issue of env.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}

const seed = sandboxSeed();
seed.app.callbackUrl = env.data.WA_SIM_CALLBACK_URL;
seed.app.verifyToken = env.data.WA_SIM_VERIFY_TOKEN;
const simulator = await startSimulator({
  host: env.data.WA_SIM_HOST,
  port: env.data.WA_SIM_PORT,
  graphVersion: env.data.WA_SIM_GRAPH_VERSION,
  messagesPerSecond: env.data.WA_SIM_MPS,
  seed,
});
process.stdout.write(`wa-sim listening on ${simulator.url} (Graph API at ${simulator.graphUrl})\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void simulator.close().then(() => process.exit(0));
  });
}
