import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port';

export type TReceivedMail = { to: string[]; raw: string };

export type TSmtpInbox = {
  url: string;
  mailTo(address: string, timeoutMs?: number): Promise<TReceivedMail>;
  /** The `n`th message for `address` (1 = the first), once it has arrived. */
  nthMailTo(address: string, n: number, timeoutMs?: number): Promise<TReceivedMail>;
  close(): Promise<void>;
};

/**
 * A real SMTP server on 127.0.0.1 for tests. With `dir`, every message is also written there as
 * `<n>.eml` with its recipients in `<n>.json`, so other processes (e2e workers) can read it.
 */
export async function startSmtpInbox(opts: { dir?: string } = {}): Promise<TSmtpInbox> {
  const inbox: TReceivedMail[] = [];
  if (opts.dir) fs.mkdirSync(opts.dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        inbox.push(mail);
        if (opts.dir) {
          const base = path.join(opts.dir, String(inbox.length).padStart(5, '0'));
          fs.writeFileSync(`${base}.eml`, mail.raw);
          fs.writeFileSync(`${base}.json`, JSON.stringify(mail.to));
        }
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mailTo: (address, timeoutMs = 10_000) =>
      poll(() => inbox.find((m) => m.to.includes(address.toLowerCase())), address, timeoutMs),
    nthMailTo: (address, n, timeoutMs = 10_000) =>
      poll(
        () => inbox.filter((m) => m.to.includes(address.toLowerCase()))[n - 1],
        address,
        timeoutMs,
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Reads the newest message for `address` from an inbox directory written by startSmtpInbox. */
export function mailFromDir(
  dir: string,
  address: string,
  timeoutMs = 15_000,
): Promise<TReceivedMail> {
  const find = () => {
    const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.endsWith('.json')) : [];
    for (const name of names.sort().reverse()) {
      const to = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as string[];
      if (to.includes(address.toLowerCase())) {
        return {
          to,
          raw: fs.readFileSync(path.join(dir, name.replace(/\.json$/, '.eml')), 'utf8'),
        };
      }
    }
    return undefined;
  };
  return poll(find, address, timeoutMs);
}

/** Undoes quoted-printable soft breaks and escapes so links in the body can be read. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function poll<T>(find: () => T | undefined, address: string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail for ${address} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
