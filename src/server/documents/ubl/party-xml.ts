import type { TUblAddress, TUblInvoice, TUblParty } from './invoice-model';
import { el, leaf } from './xml-writer';

export function addressXml(name: string, a: TUblAddress): string {
  return el(
    name,
    undefined,
    leaf('cbc:Room', a.room),
    leaf('cbc:StreetName', a.street),
    leaf('cbc:BuildingName', a.buildingName),
    leaf('cbc:BuildingNumber', a.buildingNumber),
    leaf('cbc:CitySubdivisionName', a.district),
    leaf('cbc:CityName', a.city),
    leaf('cbc:PostalZone', a.postalZone),
    el(
      'cac:Country',
      undefined,
      leaf('cbc:IdentificationCode', a.countryCode),
      leaf('cbc:Name', a.country),
    ),
  );
}

function identificationXml(p: TUblParty): string {
  return el('cac:PartyIdentification', undefined, leaf('cbc:ID', p.id, { schemeID: p.scheme }));
}

/** A VKN party carries PartyName, a TCKN party carries Person (GİB schematron). */
export function partyXml(p: TUblParty): string {
  return partyXmlAs('cac:Party', p);
}

/** The same party content under another PartyType element, e.g. a despatch's CarrierParty. */
export function partyXmlAs(name: string, p: TUblParty): string {
  const hasContact = p.phone !== undefined || p.email !== undefined;
  return el(
    name,
    undefined,
    leaf('cbc:WebsiteURI', p.website),
    identificationXml(p),
    p.scheme === 'VKN' && el('cac:PartyName', undefined, leaf('cbc:Name', p.name)),
    addressXml('cac:PostalAddress', p.address),
    p.taxOffice !== undefined &&
      el(
        'cac:PartyTaxScheme',
        undefined,
        el('cac:TaxScheme', undefined, leaf('cbc:Name', p.taxOffice)),
      ),
    hasContact &&
      el(
        'cac:Contact',
        undefined,
        leaf('cbc:Telephone', p.phone),
        leaf('cbc:ElectronicMail', p.email),
      ),
    p.scheme === 'TCKN' &&
      el(
        'cac:Person',
        undefined,
        leaf('cbc:FirstName', p.firstName),
        leaf('cbc:FamilyName', p.familyName),
      ),
  );
}

/** cac:Signature names the signer; the XAdES signature itself goes into UBLExtensions. */
export function signatureXml(supplier: TUblParty): string {
  return el(
    'cac:Signature',
    undefined,
    leaf('cbc:ID', supplier.id, { schemeID: 'VKN_TCKN' }),
    el(
      'cac:SignatoryParty',
      undefined,
      identificationXml(supplier),
      addressXml('cac:PostalAddress', supplier.address),
    ),
    el(
      'cac:DigitalSignatureAttachment',
      undefined,
      el('cac:ExternalReference', undefined, leaf('cbc:URI', '#Signature')),
    ),
  );
}

/** IHRACAT: the goods' real buyer abroad, marked with PARTYTYPE EXPORT. */
export function exportBuyerXml(buyer: NonNullable<TUblInvoice['exportBuyer']>): string {
  return el(
    'cac:BuyerCustomerParty',
    undefined,
    el(
      'cac:Party',
      undefined,
      el('cac:PartyIdentification', undefined, leaf('cbc:ID', 'EXPORT', { schemeID: 'PARTYTYPE' })),
      el('cac:PartyName', undefined, leaf('cbc:Name', buyer.name)),
      addressXml('cac:PostalAddress', buyer.address),
      el(
        'cac:PartyLegalEntity',
        undefined,
        leaf('cbc:RegistrationName', buyer.name),
        leaf('cbc:CompanyID', buyer.taxId),
      ),
    ),
  );
}
