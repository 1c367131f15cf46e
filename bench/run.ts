import { loginBundleBench } from './login-bundle.bench';
import { startupBench } from './startup.bench';
import { webhookIntakeBench } from './webhook-intake.bench';

// Each benchmark prints one JSON line of figures; budgets are in the issues, not asserted here.
for (const bench of [startupBench, loginBundleBench, () => webhookIntakeBench()]) {
  process.stdout.write(`${JSON.stringify(await bench())}\n`);
}
