import 'reflect-metadata';
import crypto, { webcrypto } from 'node:crypto';
import { DOMImplementation, DOMParser, XMLSerializer } from '@xmldom/xmldom';
import * as xadesjs from 'xadesjs';
import xpath from 'xpath';
import { RSA_SHA256, type TSigningMaterial } from './signing-material';
import { parseXml, serializeXml } from './xml-dom';

let ready = false;

/**
 * Signs with xadesjs, an implementation independent of ours (posbelge signed with it before): the
 * verifier must accept what another conforming signer makes, not only its own signatures.
 */
export async function signWithXadesjs(xml: string, material: TSigningMaterial): Promise<string> {
  if (!ready) {
    xadesjs.Application.setEngine('NodeJS', webcrypto as unknown as Crypto);
    xadesjs.setNodeDependencies({ DOMParser, XMLSerializer, DOMImplementation, xpath });
    ready = true;
  }
  const doc = parseXml(xml);
  const signer = new xadesjs.SignedXml();
  const unique = crypto.randomUUID();
  signer.XmlSignature.Id = `Signature_${unique}`;
  const properties = signer.Properties;
  if (!properties) throw new Error('xadesjs created no QualifyingProperties');
  properties.Target = `#Signature_${unique}`;
  properties.SignedProperties.Id = `SignedProperties_${unique}`;
  const certificate = material.certificateDer.toString('base64');
  const signature = await signer.Sign(RSA_SHA256, material.privateKey, doc, {
    keyValue: material.publicKey,
    x509: [certificate],
    references: [{ uri: '', hash: 'SHA-256', transforms: ['enveloped'] }],
    signingCertificate: { certificate, digestAlgorithm: 'SHA-256' },
    signerRole: { claimed: ['Tedarikçi'] },
  });
  const element = signature.GetXml();
  if (!element) throw new Error('xadesjs produced no signature element');
  return xml.replace(
    /<ext:ExtensionContent\/>|<ext:ExtensionContent><\/ext:ExtensionContent>/,
    `<ext:ExtensionContent>${serializeXml(element)}</ext:ExtensionContent>`,
  );
}
