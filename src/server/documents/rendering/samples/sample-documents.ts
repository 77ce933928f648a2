import type { TSaleSupplier } from '../../sale-to-ubl/sale-document';
import { buildSaleDocumentXml } from '../../sale-to-ubl/sale-to-ubl';
import { sampleIdentity, type TSampleKind } from './sample-kinds';
import { sampleSale } from './sample-sales';

/** The issuing store of every sample: long names, a full address, every contact field. */
const SAMPLE_SUPPLIER: TSaleSupplier = {
  tenantName: 'Örnek Gıda Pazarlama Sanayi ve Ticaret Limited Şirketi',
  storeName: 'Örnek Gıda Kadıköy Moda Caddesi Şubesi (Çarşı & Pazar)',
  taxNo: '1234567808',
  taxOffice: 'Kadıköy Vergi Dairesi Müdürlüğü',
  room: 'Kat 3 Daire 12',
  streetName: 'Caferağa Mahallesi Moda Caddesi',
  buildingName: 'Şükran Apartmanı',
  buildingNumber: '187',
  citySubdivisionName: 'Kadıköy',
  cityName: 'İstanbul',
  postalZone: '34710',
  countryName: 'Türkiye',
  email: 'info@ornek-gida.example',
  phoneNumber: '902165550000',
  website: 'https://www.ornek-gida.example',
};

/**
 * An unsigned document of the kind, with `xslt` embedded as every document of the store embeds
 * it, built by the same builders as the store's real documents.
 */
export function sampleDocumentXml(k: TSampleKind, xslt: Buffer): string {
  const sale = sampleSale(k);
  const identity = { ...sampleIdentity(k), exchangeRate: sale.exchangeRate ?? null };
  return buildSaleDocumentXml({ sale, identity, supplier: SAMPLE_SUPPLIER }, { xslt }).xml;
}
