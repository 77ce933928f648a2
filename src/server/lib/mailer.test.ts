import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('createMailer without SMTP_URL', () => {
  it('writes each message as an .eml file into the mail directory', async () => {
    const mailDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'posbelge-mail-')), 'mail');
    const mailer = createMailer({
      smtpUrl: undefined,
      mailFrom: 'posbelge <no-reply@posbelge.test>',
      mailDir,
    });
    await mailer.send({
      to: 'a@posbelge.test',
      subject: 'Deneme',
      text: 'Merhaba',
      html: '<p>Merhaba</p>',
    });
    const files = await fs.readdir(mailDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = await fs.readFile(path.join(mailDir, files[0] ?? ''), 'utf8');
    expect(raw).toContain('To: a@posbelge.test');
    expect(raw).toContain('Merhaba');
    await fs.rm(path.dirname(mailDir), { recursive: true });
  });
});
