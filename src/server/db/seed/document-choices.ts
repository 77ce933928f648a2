import {
  DocType,
  ScenarioType,
  type TCurrency,
  type TDocType,
  type TInvoiceType,
  type TScenarioType,
} from '../../../shared/domain/enums';
import { CUSTOMS_VKN } from '../../../shared/domain/ubl-codes';
import { makeTckn, makeVkn, PLACEHOLDER_TCKN } from '../../../shared/domain/tax-id';
import type { TSeedCustomer } from './organisation-types';
import { companyName, COMPANY_NAME_COUNT } from './pools/companies';
import { FOREIGN_BUYERS } from './pools/addresses';
import type { TSector } from './pools/products';
import { personName } from './organisation';
import type { SeededRandom } from './random';
import { weightedPicker } from './random';

export const pickDomesticInvoiceType = weightedPicker<TInvoiceType>([
  [1, 78],
  [2, 6],
  [3, 6],
  [4, 3],
  [5, 4],
  [6, 3],
]);
export const pickArchiveInvoiceType = weightedPicker<TInvoiceType>([
  [1, 90],
  [2, 4],
  [3, 1],
  [4, 2],
  [6, 3],
]);
export const pickExportCurrency = weightedPicker<TCurrency>([
  ['EUR', 50],
  ['USD', 35],
  ['GBP', 8],
  ['SAR', 4],
  ['QAR', 3],
]);

const EXPORT_SHARE: Record<TSector, number> = { market: 2, cafe: 0, yapi: 7, musavir: 0 };

export function pickScenario(rand: SeededRandom, sector: TSector): TScenarioType {
  const r = rand.next() * 100;
  if (r < EXPORT_SHARE[sector]) return ScenarioType.export;
  return r < EXPORT_SHARE[sector] + 55 ? ScenarioType.ticari : ScenarioType.temel;
}

export function pickCustomer(
  rand: SeededRandom,
  docType: TDocType,
  scenario: TScenarioType | null,
  customers: readonly TSeedCustomer[],
): { name: string; taxNo: string } | null {
  if (docType === DocType.eAdisyon || docType === DocType.bilgiFisi) return null;
  if (scenario === ScenarioType.export)
    return { name: rand.pick(FOREIGN_BUYERS).name, taxNo: CUSTOMS_VKN };
  if (docType === DocType.eFatura || docType === DocType.eIrsaliye) {
    const c = rand.pick(customers);
    return { name: c.name, taxNo: c.vkn };
  }
  const r = rand.next();
  if (docType === DocType.eArsiv && r < 0.7)
    return { name: 'Nihai Tüketici', taxNo: PLACEHOLDER_TCKN };
  if (r < 0.9) return { name: personName(rand), taxNo: makeTckn(rand.next) };
  return { name: companyName(rand.int(0, COMPANY_NAME_COUNT - 1)), taxNo: makeVkn(rand.next) };
}

type TPaymentPlan = readonly (readonly [string, number])[];

const RETAIL_PAYMENTS: TPaymentPlan = [
  ['credit_card', 52],
  ['cash', 33],
  ['debit_card', 15],
];
const CAFE_PAYMENTS: TPaymentPlan = [
  ['credit_card', 50],
  ['cash', 30],
  ['meal_card', 20],
];
const B2B_PAYMENTS: TPaymentPlan = [
  ['bank_transfer', 50],
  ['open_account', 30],
  ['credit_card', 20],
];
const pickRetail = weightedPicker(RETAIL_PAYMENTS);
const pickCafe = weightedPicker(CAFE_PAYMENTS);
const pickB2b = weightedPicker(B2B_PAYMENTS);

export function pickPaymentType(rand: SeededRandom, sector: TSector, docType: TDocType): string {
  if (
    docType === DocType.eFatura ||
    docType === DocType.eSmm ||
    sector === 'yapi' ||
    sector === 'musavir'
  )
    return pickB2b(rand);
  return sector === 'cafe' ? pickCafe(rand) : pickRetail(rand);
}
