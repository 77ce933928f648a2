import crypto from 'node:crypto';
import type { TInvoiceProfile } from '../../../../../shared/domain/ubl-codes';
import { signUbl } from '../../../signing/sign-ubl';
import { importSigningMaterial, type TSigningMaterial } from '../../../signing/signing-material';
import { generateTestCertificate } from '../../../signing/test-certificate';
import { buildInvoiceXml } from '../../../ubl/invoice-xml';
import type { TUblInvoiceInput } from '../../../ubl/invoice-model';
import { makeTestInvoice } from '../../../ubl/invoice.test-support';

const XSLT = Buffer.from(
  '<xsl:stylesheet version="2.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"/>',
);
let material: Promise<TSigningMaterial> | undefined;
// Every invoice its own number: İzibiz refuses a number it holds under another ETTN (10017).
let sequence = crypto.randomInt(1, 500_000_000);

/** Test support: a signed invoice with its own ETTN and number, as the pipeline would send it. */
export async function numberedInvoice(
  profile: TInvoiceProfile = 'EARSIVFATURA',
  overrides: Partial<TUblInvoiceInput> = {},
): Promise<{ ettn: string; id: string; xml: string }> {
  material ??= generateTestCertificate({ tenantName: 'AAA Gıda A.Ş.', vkn: '1234567808' }).then(
    importSigningMaterial,
  );
  sequence += 1;
  const prefix = profile === 'EARSIVFATURA' ? 'EAR' : 'ABC';
  const id = `${prefix}2026${String(sequence).padStart(9, '0')}`;
  const ettn = crypto.randomUUID();
  const invoice = makeTestInvoice(profile, 'SATIS', { uuid: ettn, id, ...overrides });
  const xml = await signUbl(buildInvoiceXml(invoice, { xslt: XSLT }), await material);
  return { ettn, id, xml };
}
