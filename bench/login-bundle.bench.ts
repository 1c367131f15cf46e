import { gzipSync } from 'node:zlib';
import { startStack } from '../e2e/support/stack';

/**
 * Issue 2 budget: the JavaScript a browser downloads to show /auth/jwt/login, under 250 KB gzipped.
 * Every script a real chromium page load fetches, counted gzipped (level 9) and as the server sent it.
 */
export async function loginBundleBench() {
  const stack = await startStack();
  try {
    const page = await stack.newPage();
    const scripts: { url: string; transferred: number; gzipped: number; raw: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body();
      scripts.push({
        url: response.url(),
        transferred: (await response.request().sizes()).responseBodySize,
        gzipped: gzipSync(body, { level: 9 }).length,
        raw: body.length,
      });
    });
    await page.goto('/auth/jwt/login', { waitUntil: 'networkidle' });
    await page.locator('input[name="userName"]').waitFor();
    const kilobytes = (field: 'transferred' | 'gzipped' | 'raw') =>
      Math.round(scripts.reduce((sum, script) => sum + script[field], 0) / 100) / 10;
    return {
      bench: 'login-page-javascript',
      scripts: scripts.length,
      largest: scripts
        .sort((a, b) => b.gzipped - a.gzipped)
        .slice(0, 5)
        .map(
          (script) =>
            `${new URL(script.url).pathname.split('/').pop()} ${Math.round(script.gzipped / 100) / 10}`,
        ),
      gzippedKB: kilobytes('gzipped'),
      transferredKB: kilobytes('transferred'),
      rawKB: kilobytes('raw'),
      budgetGzippedKB: 250,
    };
  } finally {
    await stack.stop();
  }
}
