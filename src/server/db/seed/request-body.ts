import { DocType, InvoiceType, ScenarioType } from '../../../shared/domain/enums';
import { makeTckn } from '../../../shared/domain/tax-id';
import { DAY_MS } from '../../../shared/format/istanbul-time';
import type { TSeedDocument } from './document-types';
import { TRY_PER_UNIT } from './lines';
import { FOREIGN_BUYERS } from './pools/addresses';
import { gtipOf } from './pools/gtip';
import { LAST_NAMES, MALE_FIRST_NAMES } from './pools/people';
import type { SeededRandom } from './random';

const LETTERS = 'ABCDEFGHJKLMNPRSTUVYZ';
const INCOTERMS = ['FOB', 'CIF', 'EXW', 'DAP', 'CFR'] as const;
// UN/ECE rec. 19: 1 sea, 3 road, 4 air.
const TRANSPORT_MODES = ['1', '3', '4'] as const;
const BUYERS = new Map(FOREIGN_BUYERS.map((b) => [b.name, b]));

function letters(rand: SeededRandom, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += LETTERS[rand.int(0, LETTERS.length - 1)] ?? 'A';
  return out;
}

/** The supplier's invoice the goods came with; the İade sends them back to that supplier. */
function returnReference(doc: TSeedDocument, rand: SeededRandom) {
  const [y = 2000, m = 1, d = 1] = doc.invoiceDate.split('-').map(Number);
  const issueDate = new Date(Date.UTC(y, m - 1, d) - rand.int(1, 60) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const invoiceNo = `${letters(rand, 3)}${issueDate.slice(0, 4)}${String(rand.int(1, 99_999)).padStart(9, '0')}`;
  return { invoiceNo, issueDate };
}

function exportParts(doc: TSeedDocument, rand: SeededRandom) {
  const buyer = doc.customer ? BUYERS.get(doc.customer.name) : undefined;
  if (!buyer) throw new Error(`export document ${doc.invoiceNo} has no foreign buyer`);
  const address = {
    citySubdivisionName: buyer.district,
    cityName: buyer.city,
    countryName: buyer.country,
  };
  const incoterms = rand.pick(INCOTERMS);
  const transportModeCode = rand.pick(TRANSPORT_MODES);
  return {
    exportBuyer: { name: buyer.name, address },
    lineExports: doc.lines.map((line) => ({
      gtip: gtipOf(line.product),
      incoterms,
      transportModeCode,
      deliveryAddress: address,
    })),
  };
}

function despatchInfo(doc: TSeedDocument, rand: SeededRandom) {
  const plate = String(doc.store.city.plateCode).padStart(2, '0');
  return {
    despatchType: 'SEVK',
    actualDespatchDate: doc.invoiceDate,
    actualDespatchTime: doc.invoiceTime,
    driver: {
      firstName: rand.pick(MALE_FIRST_NAMES),
      lastName: rand.pick(LAST_NAMES),
      tckn: makeTckn(rand.next),
    },
    vehiclePlate: `${plate}${letters(rand, rand.int(1, 3))}${rand.int(10, 999)}`,
  };
}

/** The body of an ordinary sale: every part of it is in the columns. */
const NOTHING_BEYOND_COLUMNS = '{}';

/**
 * What the device posted, trimmed to what the columns do not hold (keeps 10M rows small, and an
 * empty body costs the COPY no JSON parsing): the exchange rate, return reference, export and
 * despatch details, so the document can be rebuilt from its rows
 * (src/server/documents/sale-from-rows.ts takes type, customer and lines from the columns);
 * `rand` is a stream of its own, so these rare parts do not change the rest of the data set.
 */
export function requestBody(doc: TSeedDocument, rand: SeededRandom): string {
  const foreign = doc.currency !== 'TRY';
  const isReturn = doc.invoiceType === InvoiceType.iade;
  const exporting = doc.scenarioType === ScenarioType.export;
  const despatch = doc.docType === DocType.eIrsaliye;
  if (!foreign && !isReturn && !exporting && !despatch) return NOTHING_BEYOND_COLUMNS;
  return JSON.stringify({
    exchangeRate: foreign ? String(TRY_PER_UNIT[doc.currency]) : undefined,
    returnReference: isReturn ? returnReference(doc, rand) : undefined,
    ...(exporting ? exportParts(doc, rand) : {}),
    despatchInfo: despatch ? despatchInfo(doc, rand) : undefined,
  });
}
