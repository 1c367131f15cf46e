import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Channel, ConversationList, SandboxCredentials } from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSandboxChannel, apiOf, type Stack, signUpNewBusiness, startStack } from './support/stack';
import { toastShown } from './support/toasts';

let stack: Stack;
// curl reads this folder's .curlrc: it prints the answer's status after its body, so the copied command
// runs exactly as copied and the journey still knows how it was answered.
let curlHome: string;
beforeAll(async () => {
  stack = await startStack();
  curlHome = mkdtempSync(join(tmpdir(), 'parley-curl-'));
  writeFileSync(join(curlHome, '.curlrc'), 'silent\nshow-error\nwrite-out = "\\n%{http_code}"\n');
});
afterAll(async () => {
  await stack?.stop();
  if (curlHome) rmSync(curlHome, { recursive: true, force: true });
});

const ada = '15550101001';

/** Runs a command as a developer would paste it into a shell; answers curl's status and body. */
async function inShell(command: string): Promise<{ status: number; body: unknown }> {
  const { stdout } = await promisify(execFile)('/bin/sh', ['-c', command], {
    env: { PATH: '/usr/bin:/bin', CURL_HOME: curlHome },
  });
  const lines = stdout.trimEnd().split('\n');
  const status = Number(lines.pop());
  return { status, body: JSON.parse(lines.join('\n')) };
}

describe('API keys', () => {
  it('an admin creates a key, its copied curl example sends a text the customer receives, and once revoked the same command is refused', async () => {
    const admin = await stack.newPage();
    await signUpNewBusiness(admin);
    const channelId = await addSandboxChannel(admin);
    const api = apiOf(stack, admin);
    const channel = await api<Channel>('GET', `/api/v1/channels/${channelId}`);
    const { handsetUrl } = await api<SandboxCredentials>('GET', '/api/v1/channels/sandbox');

    // Ada writes first: a text may reach her only within 24 hours of her last message.
    const customer = await stack.newPage();
    await customer.goto(`${handsetUrl}?phoneNumberId=${channel.phoneNumberId}`);
    await customer.getByTestId(`chat-${ada}`).click();
    await customer.getByTestId('composer-input').fill('Has my order shipped?');
    await customer.getByTestId('composer-send').click();
    await expect
      .poll(
        async () =>
          (await api<ConversationList>('GET', `/api/v1/conversations?channelId=${channelId}`)).data.length,
        { timeout: 15_000 },
      )
      .toBe(1);

    await admin.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseUrl });
    await admin
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await admin.getByTestId('tab-apiKey').click();
    await admin.waitForURL('**/dashboard/account?tab=apiKey');
    await admin.getByTestId('empty-state').waitFor();

    await admin.getByTestId('create-api-key').click();
    await admin.getByTestId('api-key-form').locator('input[name="name"]').fill('Web shop');
    await admin.getByTestId('create-api-key-submit').click();
    await toastShown(admin, 'Api Key created successfully');
    const shown = admin.getByTestId('created-api-key');
    expect(await shown.getByTestId('created-api-key-warning').innerText()).toContain(
      'will not be shown again',
    );
    const apiKey = await shown.getByTestId('new-api-key').innerText();
    expect(apiKey).toMatch(/^prly_/);
    await admin.screenshot({ path: '/tmp/e2e-api-key-created.png' });
    await shown.getByTestId('created-api-key-done').click();
    await shown.waitFor({ state: 'detached' });

    const row = admin.getByTestId('api-key-row').filter({ hasText: 'Web shop' });
    expect(await row.getByTestId('api-key-prefix').innerText()).toBe(`${apiKey.slice(0, 13)}…`);
    expect(await row.getByTestId('api-key-status').innerText()).toBe('Active');

    await admin.getByTestId('example-to').fill(`+${ada}`);
    await admin.getByTestId('example-text-copy').click();
    await toastShown(admin, 'Copied to the clipboard');
    const command = await admin.evaluate(() => navigator.clipboard.readText());
    expect(command).toBe(await admin.getByTestId('example-text').innerText());
    expect(command).toContain(`X-API-Key: ${apiKey}`);
    expect(command).toContain(`${stack.baseUrl}/api/public/v1/channels/${channelId}/messages`);

    const sent = await inShell(command);
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    expect(sent.body).toMatchObject({ channelId, to: `+${ada}`, type: 'text', status: 'queued' });
    await customer
      .locator('[data-testid="bubble"][data-from="business"]', { hasText: 'Hello from the API' })
      .waitFor();
    await customer.screenshot({ path: '/tmp/e2e-api-key-handset.png' });

    await row.getByTestId('revoke-api-key').click();
    await admin.getByTestId('confirm').click();
    await toastShown(admin, 'Revoked successfully');
    await row.locator('[data-testid="api-key-status"][data-status="revoked"]').waitFor();
    expect(await row.getByTestId('api-key-remarks').innerText()).toBe('Revoked');
    // With its key revoked the examples go back to the placeholder.
    expect(await admin.getByTestId('example-text').innerText()).toContain('X-API-Key: <your API key>');

    const refused = await inShell(command);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'API_KEY_INVALID' });
  });
});
