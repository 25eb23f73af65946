import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Where a reply goes, when not to the sender (support mail: the member who wrote). */
  replyTo?: string | null;
  /**
   * The one-click unsubscribe address of a mail a member may turn off (RFC 8058): sent as List-Unsubscribe, with
   * List-Unsubscribe-Post so a mail client may POST to it without opening a page.
   */
  listUnsubscribe?: string | null;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * nodemailer waits 2 minutes to connect and 10 minutes on a silent socket by default. A mail server that hangs
 * must not hold delivery that long: the outbox retries later instead.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

// i18n-lint: not interface text (a mail header's value, RFC 8058)
const ONE_CLICK = 'List-Unsubscribe=One-Click';

/** SMTP when SMTP_URL is set; otherwise one RFC 822 .eml file per message in DATA_DIR/outbox, newest last by name. */
export function createMailer(config: Config): Mailer {
  const message = ({ replyTo, listUnsubscribe, ...mail }: Mail) => ({
    from: config.mailFrom,
    ...mail,
    ...(replyTo ? { replyTo } : {}),
    ...(listUnsubscribe
      ? { list: { unsubscribe: listUnsubscribe }, headers: { 'List-Unsubscribe-Post': ONE_CLICK } }
      : {}),
  });
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(mail) {
        await transport.sendMail(message(mail));
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(mail) {
      const info = await builder.sendMail(message(mail));
      await mkdir(outbox, { recursive: true });
      sequence = (sequence + 1) % 1_000_000;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${String(sequence).padStart(6, '0')}.eml`;
      await writeFile(path.join(outbox, name), info.message as Buffer);
    },
  };
}
