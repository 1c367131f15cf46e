// After `npm install`: build the web app and prepare the embedded database template, so that the
// first `npm start` only has to start. `npm start` redoes either when it is missing or stale.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0;

const template =
  "await import('./apps/server/src/db/pglite-template.ts').then((m) => m.preparePgliteTemplate())";
if (!run(process.execPath, ['--import', 'tsx', '-e', template])) {
  console.warn(
    'parley: the embedded database template could not be prepared; the first start will take longer.',
  );
}
if (!run('npm', ['run', 'build', '--silent', '-w', '@parley/web'])) {
  console.warn('parley: the web app could not be built; `npm start` will try again.');
}
