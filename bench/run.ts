import { loginBundleBench } from './login-bundle.bench';
import { startupBench } from './startup.bench';

// Each benchmark prints one JSON line of figures; budgets are in the issues, not asserted here.
for (const bench of [startupBench, loginBundleBench]) {
  process.stdout.write(`${JSON.stringify(await bench())}\n`);
}
