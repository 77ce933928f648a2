import { DOMParser, type Element as XmlElement } from '@xmldom/xmldom';

const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const DS = 'http://www.w3.org/2000/09/xmldsig#';

export type TReceivedDocument = {
  rootElement: string;
  ettn: string | null;
  invoiceNo: string | null;
  profileId: string | null;
  supplierTaxNo: string | null;
  customerTaxNo: string | null;
  customerName: string | null;
  signed: boolean;
};

export class MalformedDocumentError extends Error {}

function childText(parent: XmlElement, ns: string, name: string): string | null {
  for (let n = parent.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && n.namespaceURI === ns && n.localName === name) {
      return n.textContent?.trim() || null;
    }
  }
  return null;
}

function firstChild(parent: XmlElement | null, ns: string, name: string): XmlElement | null {
  if (!parent) return null;
  for (let n = parent.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && n.namespaceURI === ns && n.localName === name) return n as XmlElement;
  }
  return null;
}

function partyOf(root: XmlElement, roles: string[]): XmlElement | null {
  for (const role of roles) {
    const party = firstChild(firstChild(root, CAC, role), CAC, 'Party');
    if (party) return party;
  }
  return null;
}

function partyTaxNo(party: XmlElement | null): string | null {
  if (!party) return null;
  const ids = party.getElementsByTagNameNS(CAC, 'PartyIdentification');
  for (let i = 0; i < ids.length; i++) {
    const id = firstChild(ids.item(i), CBC, 'ID');
    const scheme = id?.getAttribute('schemeID');
    if (id && (scheme === 'VKN' || scheme === 'TCKN')) return id.textContent?.trim() || null;
  }
  return null;
}

function partyName(party: XmlElement | null): string | null {
  const name = firstChild(firstChild(party, CAC, 'PartyName'), CBC, 'Name');
  if (name) return name.textContent?.trim() || null;
  const person = firstChild(party, CAC, 'Person');
  if (!person) return null;
  const parts = [childText(person, CBC, 'FirstName'), childText(person, CBC, 'FamilyName')];
  return parts.filter(Boolean).join(' ') || null;
}

/**
 * What an integrator reads off a received UBL-TR document, and the parsed document (its signature
 * is checked on it, without parsing again); throws when it is not well-formed XML.
 */
export function parseReceivedDocument(xml: string): { info: TReceivedDocument; dom: Document } {
  const problems: string[] = [];
  let doc;
  try {
    // Without a locator: tracking line and column costs more than the whole parse.
    doc = new DOMParser({
      locator: false,
      onError: (level, message) => {
        if (level !== 'warning') problems.push(message);
      },
    }).parseFromString(xml, 'application/xml');
  } catch (err) {
    // xmldom throws for some faults (unbound prefixes) instead of reporting them.
    throw new MalformedDocumentError(err instanceof Error ? err.message : String(err));
  }
  const root = doc.documentElement;
  if (problems.length > 0 || !root) {
    throw new MalformedDocumentError(problems[0] ?? 'The document has no root element');
  }
  const supplier = partyOf(root, ['AccountingSupplierParty', 'DespatchSupplierParty']);
  const customer = partyOf(root, ['AccountingCustomerParty', 'DeliveryCustomerParty']);
  const info = {
    rootElement: root.localName ?? root.nodeName,
    ettn: childText(root, CBC, 'UUID')?.toLowerCase() ?? null,
    invoiceNo: childText(root, CBC, 'ID'),
    profileId: childText(root, CBC, 'ProfileID'),
    supplierTaxNo: partyTaxNo(supplier),
    customerTaxNo: partyTaxNo(customer),
    customerName: partyName(customer),
    signed: doc.getElementsByTagNameNS(DS, 'Signature').length > 0,
  };
  return { info, dom: doc as unknown as Document };
}
