import crypto from 'node:crypto';
import { requireGibPackage } from '../../../test/gib-packages';
import { signUbl } from '../../signing/sign-ubl';
import { importSigningMaterial, type TSigningMaterial } from '../../signing/signing-material';
import { generateTestCertificate } from '../../signing/test-certificate';
import type { TInvoiceProfile } from '../../../../shared/domain/ubl-codes';
import { makeTestInvoice } from '../../ubl/invoice.test-support';
import { buildInvoiceXml } from '../../ubl/invoice-xml';

/** Test support: signed invoices the simulator accepts (GİB's packages are required). */
requireGibPackage('ubl-tr-1.2.1/xsdrt');

const XSLT = Buffer.from(
  '<xsl:stylesheet version="2.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"/>',
);
let material: Promise<TSigningMaterial> | undefined;

function signingMaterial(): Promise<TSigningMaterial> {
  material ??= generateTestCertificate({ tenantName: 'AAA Gıda A.Ş.', vkn: '1234567808' }).then(
    importSigningMaterial,
  );
  return material;
}

export function unsignedInvoice(
  profile: TInvoiceProfile,
  ettn: string,
  xslt: Buffer = XSLT,
): string {
  const invoice = makeTestInvoice(profile, 'SATIS', { uuid: ettn });
  return buildInvoiceXml(invoice, { xslt });
}

/** `xslt`: the stylesheet to attach (a tiny one unless given). */
export async function signedInvoice(
  profile: TInvoiceProfile = 'EARSIVFATURA',
  ettn: string = crypto.randomUUID(),
  xslt: Buffer = XSLT,
): Promise<{ ettn: string; xml: string }> {
  const xml = await signUbl(unsignedInvoice(profile, ettn, xslt), await signingMaterial());
  return { ettn, xml };
}
