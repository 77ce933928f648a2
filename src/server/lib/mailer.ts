import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { TConfig } from '../config';

export type TMailAttachment = { filename: string; path: string; contentType: string };
export type TMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files are streamed from disk into the message, never read whole into memory. */
  attachments?: TMailAttachment[];
};
export type TMailer = { send(mail: TMail): Promise<void> };

/** The mail settings' sender (Sistem Ayarları); a null part keeps the MAIL_FROM environment's. */
export type TMailSender = { name: string | null; address: string | null; replyTo: string | null };
export type TMailerOptions = { sender?: () => Promise<TMailSender> };

type TSenderHeaders = { from: string | { name: string; address: string }; replyTo?: string };

function splitAddress(mailFrom: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  return match
    ? { name: match[1] ?? '', address: match[2] ?? '' }
    : { name: '', address: mailFrom };
}

/** The From and Reply-To headers a message gets from MAIL_FROM and the mail settings. */
export function senderHeaders(mailFrom: string, sender: TMailSender | null): TSenderHeaders {
  if (!sender || (!sender.name && !sender.address && !sender.replyTo)) return { from: mailFrom };
  const fallback = splitAddress(mailFrom);
  return {
    from: { name: sender.name ?? fallback.name, address: sender.address ?? fallback.address },
    ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
  };
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as an `.eml` file under the mail
 * directory, so a demo install can show what would have been sent.
 */
export function createMailer(
  config: Pick<TConfig, 'smtpUrl' | 'mailFrom' | 'mailDir'>,
  opts: TMailerOptions = {},
): TMailer {
  // Read at each send, so a change of the mail settings reaches the next message.
  const headers = async () =>
    senderHeaders(config.mailFrom, opts.sender ? await opts.sender() : null);
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ ...(await headers()), ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ ...(await headers()), ...mail });
      await fs.mkdir(config.mailDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      await fs.writeFile(path.join(config.mailDir, name), info.message);
    },
  };
}
