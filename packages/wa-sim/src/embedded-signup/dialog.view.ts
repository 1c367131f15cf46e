import type { SandboxPhoneNumber } from '../seed';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A JS string literal that cannot close the script element it sits in. */
const scriptString = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c');

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f0f2f5; margin: 0; display: grid; place-items: center; min-height: 100vh; color: #1c1e21; }
  main { background: #fff; border-radius: 12px; box-shadow: 0 8px 24px rgba(0,0,0,.12); padding: 28px; width: min(420px, 92vw); }
  h1 { font-size: 20px; margin: 0 0 4px; } p { color: #606770; margin: 0 0 20px; line-height: 1.4; }
  label { display: flex; gap: 10px; align-items: center; border: 1px solid #dddfe2; border-radius: 8px; padding: 12px; margin-bottom: 8px; cursor: pointer; }
  label small { display: block; color: #606770; }
  .actions { display: flex; justify-content: flex-end; gap: 8px; margin-top: 20px; }
  button { border: 0; border-radius: 6px; padding: 10px 18px; font-size: 15px; font-weight: 600; cursor: pointer; }
  button[value=continue] { background: #1877f2; color: #fff; } button[value=cancel] { background: #e4e6eb; color: #1c1e21; }
</style></head><body><main>${body}</main></body></html>`;

/** The simulator's stand-in for Meta's Embedded Signup dialog: pick the number to connect. */
export function dialogPage(input: {
  businessName: string;
  numbers: SandboxPhoneNumber[];
  action: string;
}): string {
  const choices = input.numbers
    .map(
      (
        number,
        index,
      ) => `<label><input type="radio" name="phone_number_id" value="${escapeHtml(number.phoneNumberId)}"${index === 0 ? ' checked' : ''}>
      <span>${escapeHtml(number.displayPhoneNumber)}<small>${escapeHtml(number.verifiedName)}</small></span></label>`,
    )
    .join('');
  return page(
    'Connect WhatsApp',
    `<h1>Connect your WhatsApp Business Account</h1>
    <p>${escapeHtml(input.businessName)} (simulated). Choose the number to connect.</p>
    <form method="post" action="${escapeHtml(input.action)}">
      ${choices}
      <label><input type="radio" name="phone_number_id" value="new"><span>A new test number<small>The simulator adds one to this business</small></span></label>
      <div class="actions"><button name="choice" value="cancel">Cancel</button><button name="choice" value="continue">Continue</button></div>
    </form>`,
  );
}

/** Hands the result to the window that opened the dialog, as Meta's does, then closes. */
export function resultPage(messages: unknown[], targetOrigin: string): string {
  const posts = messages
    .map(
      (message) =>
        `window.opener.postMessage(${scriptString(JSON.stringify(message))}, ${scriptString(targetOrigin)});`,
    )
    .join('\n');
  return page(
    'Connect WhatsApp',
    `<h1>All set</h1><p>You can close this window.</p>
    <script>if (window.opener) { ${posts} } window.close();</script>`,
  );
}
