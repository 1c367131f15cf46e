import type { PartnerApp } from './partner.store';

/** The embedded signup page: a button that connects a number, or the number already connected. */
export function signupPage(app: PartnerApp): string {
  const name = escapeHtml(app.name);
  if (app.phone) {
    return page(
      'Number connected',
      `<h1>Number connected</h1>
      <p><strong>${escapeHtml(app.phone.displayPhoneNumber)}</strong> now sends and receives WhatsApp messages for ${name}.</p>
      <p class="muted">You can close this window.</p>`,
    );
  }
  return page(
    `Connect your WhatsApp number to ${name}`,
    `<h1>Connect your WhatsApp number to ${name}</h1>
    <p>${name} will send and receive WhatsApp messages with the business number you connect.</p>
    <form method="post"><button type="submit">Connect number</button></form>`,
  );
}

export function invalidSignupLinkPage(): string {
  return page(
    'Link expired',
    `<h1>This signup link is no longer valid</h1>
    <p class="muted">Ask for a new link to connect your number.</p>`,
  );
}

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <style>
    body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f6f8;
      font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1c252e; }
    main { width: min(440px, calc(100% - 32px)); padding: 32px; border-radius: 16px; background: #fff;
      box-shadow: 0 12px 24px -4px rgba(145, 158, 171, 0.16); }
    h1 { margin: 0 0 12px; font-size: 22px; }
    .muted { color: #637381; }
    button { margin-top: 8px; padding: 10px 20px; border: 0; border-radius: 8px; background: #00a76f;
      color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
    button:hover { background: #007867; }
  </style>
</head>
<body>
  <main>
    ${content}
  </main>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
