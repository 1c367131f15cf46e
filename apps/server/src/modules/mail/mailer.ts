import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
}

/** Sends through SMTP when SMTP_URL is set; otherwise writes each email to the outbox and the log. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl } = options;
  if (smtpUrl) {
    // Loaded on first use: a server without SMTP never pays for it at start.
    const transport = import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    );
    return {
      async send(email) {
        await (await transport).sendMail({ from: options.from, ...email });
      },
    };
  }
  return {
    async send(email) {
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(
        options.outboxDir,
        `${stamp}-${randomBytes(3).toString('hex')}-${email.to.replace(/[^\w.@-]/g, '_')}.eml`,
      );
      const message = `From: ${options.from}\nTo: ${email.to}\nSubject: ${email.subject}\n\n${email.text}\n`;
      await writeFile(file, message, { mode: 0o600 });
      options.log.info({ file }, `email (no SMTP_URL set, written to the outbox):\n${message}`);
    },
  };
}
