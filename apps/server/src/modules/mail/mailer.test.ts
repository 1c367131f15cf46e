import type { AddressInfo } from 'node:net';
import { authRoutes } from '@parley/contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, readOutbox, signUp, startTestApp, type TestApp } from '../../test/harness';

interface Received {
  from: string | undefined;
  to: string[];
  message: string;
}

/** A real SMTP server on a free local port, keeping what it receives. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          message: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('email delivery', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let test: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    test = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Parley <hello@parley.test>' });
  });
  afterAll(async () => {
    await test?.close();
    await smtp?.close();
  });

  it('sends the password-reset code through SMTP_URL, and writes nothing to the outbox', async () => {
    const { input } = await signUp(test.app);
    const response = await test.app.inject({
      method: 'POST',
      url: authRoutes.forgotPassword.path,
      payload: { userName: input.userName },
      remoteAddress: clientAddress(),
    });

    expect(response.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const [email] = smtp.received;
    expect(email?.from).toBe('hello@parley.test');
    expect(email?.to).toEqual([input.email]);
    expect(email?.message).toContain('Subject: Your Parley password reset code');
    expect(email?.message).toMatch(/\b\d{6}\b/);
    expect(await readOutbox(test.dataDir)).toEqual([]);
  });
});
