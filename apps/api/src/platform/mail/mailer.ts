import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client';
import { insertOutboxMail } from './outbox.repo';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
};

/** Sends mail: over SMTP when configured, else into the outbox table (DESIGN §2, §4). */
export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

type JsonMail = {
  from?: { address: string; name?: string };
  to?: { address: string }[];
  subject?: string;
  text?: string;
  html?: string;
  headers?: Record<string, string>;
  replyTo?: { address: string }[];
};

/**
 * Both modes compose the message with nodemailer, so addresses and headers are encoded the
 * same way (a newline in a name can never start a new header). The outbox mode keeps what
 * SMTP would have carried.
 */
export function createMailer(options: { smtpUrl?: string; from: string; db: Database }): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      mode: 'smtp',
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const composer = nodemailer.createTransport({ jsonTransport: true });
  return {
    mode: 'outbox',
    send: async (message) => {
      const info = await composer.sendMail({ from: options.from, ...message });
      const mail = JSON.parse(String(info.message)) as JsonMail;
      const from = mail.from?.name ? `${mail.from.name} <${mail.from.address}>` : (mail.from?.address ?? '');
      await insertOutboxMail(options.db, {
        to: (mail.to ?? []).map((a) => a.address.toLowerCase()).join(', '),
        from,
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: mail.html ?? null,
        headers: {
          ...(mail.headers ?? {}),
          ...(mail.replyTo?.length ? { 'reply-to': mail.replyTo.map((a) => a.address).join(', ') } : {}),
        },
      });
    },
  };
}
