// What the plugin reads off a signed UBL-TR document it sends (our own output, so a look at the
// customer party suffices; the document is never parsed whole for this).

function segment(xml: string, element: string): string {
  const start = xml.indexOf(`<${element}>`);
  if (start < 0) return '';
  const end = xml.indexOf(`</${element}>`, start);
  return end < 0 ? '' : xml.slice(start, end);
}

function firstText(xml: string, element: string): string | null {
  const match = new RegExp(`<${element}(?:\\s[^>]*)?>([^<]+)</${element}>`).exec(xml);
  return match?.[1]?.trim() || null;
}

function partyTaxNo(party: string): string | null {
  const match = /<cbc:ID\s+schemeID="(?:VKN|TCKN)"\s*>(\d{10,11})<\/cbc:ID>/.exec(party);
  return match?.[1] ?? null;
}

/** e-Arşiv: an internet sale carries its payment in cac:PaymentMeans (internet-sale-xml.ts). */
export function earsivFacts(xml: string): { internet: boolean; email: string | null } {
  const customer = segment(xml, 'cac:AccountingCustomerParty');
  return {
    internet: xml.includes('<cac:PaymentMeans>'),
    email: firstText(customer, 'cbc:ElectronicMail'),
  };
}

/** The parties' VKN/TCKN: SENDER and RECEIVER of an e-Fatura or e-İrsaliye. */
export function partyTaxNos(xml: string): { supplier: string | null; customer: string | null } {
  const supplier =
    segment(xml, 'cac:AccountingSupplierParty') || segment(xml, 'cac:DespatchSupplierParty');
  const customer =
    segment(xml, 'cac:AccountingCustomerParty') || segment(xml, 'cac:DeliveryCustomerParty');
  return { supplier: partyTaxNo(supplier), customer: partyTaxNo(customer) };
}

export function customerEmail(xml: string): string | null {
  const customer =
    segment(xml, 'cac:AccountingCustomerParty') || segment(xml, 'cac:DeliveryCustomerParty');
  return firstText(customer, 'cbc:ElectronicMail');
}
