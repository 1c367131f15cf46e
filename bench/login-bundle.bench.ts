import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = join(import.meta.dirname, '..');

/**
 * Issue 2 budget: the JavaScript a browser downloads to show /auth/jwt/login, under 250 KB gzipped.
 * Every script a real chromium page load fetches, counted gzipped (level 9) and as the server sent it.
 */
export async function loginBundleBench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-'));
  const port = 3972;
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PARLEY_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    for (let tries = 0; tries < 300; tries++) {
      if (
        await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const page = await browser.newPage();
    const scripts: { transferred: number; gzipped: number; raw: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body();
      scripts.push({
        transferred: (await response.request().sizes()).responseBodySize,
        gzipped: gzipSync(body, { level: 9 }).length,
        raw: body.length,
      });
    });
    await page.goto(`http://127.0.0.1:${port}/auth/jwt/login`, { waitUntil: 'networkidle' });
    await page.locator('input[name="userName"]').waitFor();
    const kilobytes = (field: 'transferred' | 'gzipped' | 'raw') =>
      Math.round(scripts.reduce((sum, script) => sum + script[field], 0) / 102.4) / 10;
    return {
      bench: 'login-page-javascript',
      scripts: scripts.length,
      gzippedKB: kilobytes('gzipped'),
      transferredKB: kilobytes('transferred'),
      rawKB: kilobytes('raw'),
      budgetGzippedKB: 250,
    };
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
