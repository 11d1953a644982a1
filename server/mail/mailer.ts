import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Env } from '../env.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about; logged when mail goes to the outbox. */
  link?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Real SMTP when SMTP_URL is set; otherwise every mail is written as an `.eml`
 * file to MAIL_OUTBOX and its link is logged, so a local install works without
 * a mail server (docs/architecture.md "Mail and push").
 */
export function createMailer(env: Env, log: FastifyBaseLogger): Mailer {
  let transport: Promise<Transporter> | undefined;
  // Made at the first mail (docs/decisions.md, "Modules a request loads").
  const transportOnce = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      env.SMTP_URL
        ? nodemailer.createTransport(env.SMTP_URL)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  return {
    async send(mail) {
      const info = await (
        await transportOnce()
      ).sendMail({
        from: env.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      if (env.SMTP_URL) return;
      mkdirSync(env.MAIL_OUTBOX, { recursive: true });
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = join(env.MAIL_OUTBOX, `${Date.now()}-${safeTo}.eml`);
      writeFileSync(file, info.message as Buffer);
      log.info(
        { to: mail.to, subject: mail.subject, link: mail.link, file },
        'mail written to outbox',
      );
    },
  };
}
