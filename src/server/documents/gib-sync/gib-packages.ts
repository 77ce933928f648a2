import { GibSyncError } from './gib-sync-error';

/** GİB's download folder for the e-document packages (domain.md § Validating our XML). */
export const GIB_PACKAGE_BASE_URL = 'https://ebelge.gib.gov.tr/dosyalar/kilavuzlar/';

export type TGibPackageKey = 'ubl-tr' | 'e-fatura' | 'earsiv';

export type TGibPackage = { key: TGibPackageKey; fileName: string; title: string };

/** The e-Arşiv file name carries its version, so it may be overridden when GİB publishes a newer one. */
export const GIB_PACKAGES: readonly TGibPackage[] = [
  { key: 'ubl-tr', fileName: 'UBL-TR1.2.1_Paketi.zip', title: 'UBL-TR 1.2.1 schemas and XSLTs' },
  { key: 'e-fatura', fileName: 'e-FaturaPaketi.zip', title: 'e-Fatura schematron and envelope' },
  { key: 'earsiv', fileName: 'earsiv_paket_v1.1_6.zip', title: 'e-Arşiv report schemas' },
];

export function packageUrl(baseUrl: string, fileName: string): string {
  let base: URL;
  try {
    base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  } catch {
    throw new GibSyncError(`The base URL "${baseUrl}" is not a valid URL.`);
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') {
    throw new GibSyncError(`The base URL "${baseUrl}" must start with https:// or http://.`);
  }
  return new URL(encodeURIComponent(fileName), base).toString();
}
