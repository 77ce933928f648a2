import type { TUblInvoice } from './invoice-model';
import { partyXmlAs } from './party-xml';
import { el, leaf } from './xml-writer';

type TInternetSale = NonNullable<TUblInvoice['internetSale']>;

// UN/ECE 4461 for GİB's e-Arşiv payment kinds; anything else is "mutually defined".
const PAYMENT_MEANS_CODES: Record<string, string> = {
  'KREDIKARTI/BANKAKARTI': '48',
  'EFT/HAVALE': '42',
  KAPIDAODEME: '10',
  ODEMEARACISI: '68',
};

export function internetSaleDeliveryXml(sale: TInternetSale): string {
  if (!sale.carrier && !sale.shipmentDate) return '';
  return el(
    'cac:Delivery',
    undefined,
    sale.carrier && partyXmlAs('cac:CarrierParty', sale.carrier),
    sale.shipmentDate !== undefined &&
      el('cac:Despatch', undefined, leaf('cbc:ActualDespatchDate', sale.shipmentDate)),
  );
}

export function internetSalePaymentXml(sale: TInternetSale): string {
  const method = sale.paymentMethod.toUpperCase();
  return el(
    'cac:PaymentMeans',
    undefined,
    leaf('cbc:PaymentMeansCode', PAYMENT_MEANS_CODES[method] ?? 'ZZZ'),
    leaf('cbc:PaymentDueDate', sale.paymentDate),
    // The e-Arşiv report wants GİB's own payment kind and the agent: keep both readable here.
    leaf(
      'cbc:InstructionNote',
      sale.paymentAgentName
        ? `${sale.paymentMethod} - ${sale.paymentAgentName}`
        : sale.paymentMethod,
    ),
  );
}
