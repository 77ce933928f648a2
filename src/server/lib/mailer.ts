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

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as an `.eml` file under the mail
 * directory, so a demo install can show what would have been sent.
 */
export function createMailer(config: Pick<TConfig, 'smtpUrl' | 'mailFrom' | 'mailDir'>): TMailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: config.mailFrom, ...mail });
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
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      await fs.mkdir(config.mailDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      await fs.writeFile(path.join(config.mailDir, name), info.message);
    },
  };
}
