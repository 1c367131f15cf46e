// `npm start`: builds the web app when its sources are newer than the last build, then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const webDist = join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/scripts',
  'packages/contract/src',
];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

const builtAt = existsSync(webDist) ? statSync(webDist).mtimeMs : 0;
if (Math.max(...webSources.map((source) => newestChange(join(root, source)))) > builtAt) {
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@parley/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs in this process, so a stop signal reaches it once and its shutdown can finish.
const { register } = await import('tsx/esm/api');
register();
await import('../apps/server/src/main.ts');
