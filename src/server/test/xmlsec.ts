import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLSEC1_PATH } from './debian-tools';

export type TXmlsecResult = { ok: boolean; output: string };

/**
 * `xmlsec1 --verify` on a signed document. The XAdES SignedProperties Id is registered as an ID
 * attribute; the signer is trusted through `trustedDer` when given, otherwise only the chain check
 * is skipped (--insecure): the signature value and every digest are still checked.
 */
export function verifyWithXmlsec1(xml: string, opts: { trustedDer?: Buffer } = {}): TXmlsecResult {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xmlsec-'));
  try {
    const file = path.join(dir, `${crypto.randomUUID()}.xml`);
    fs.writeFileSync(file, xml);
    const args = ['--verify', '--id-attr:Id', 'SignedProperties'];
    if (opts.trustedDer) {
      const cert = path.join(dir, 'trusted.der');
      fs.writeFileSync(cert, opts.trustedDer);
      args.push('--trusted-der', cert);
    } else {
      args.push('--insecure');
    }
    const run = spawnSync(XMLSEC1_PATH, [...args, file], { encoding: 'utf8' });
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? String(run.error) : ''}`;
    return { ok: run.status === 0, output };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
