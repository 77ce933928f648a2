import Decimal from 'decimal.js';
import { DocType } from '../../../shared/domain/enums';
import type { TPosSaleTransaction } from '../../../shared/pos/sale-transaction';
import { settingValue } from '../../../shared/system-settings/setting-catalogue';
import type { TSettingRow } from './pos-settings.repository';

/** domain.md: the yearly amount above which a sale must be an e-Arşiv invoice (Sistem Ayarları). */
export const E_ARSIV_THRESHOLD_SETTING = 'earsiv.thresholdAmount';

/** The tenant's own value first, then the global one, then the catalogue's default (TL). */
export function eArsivThreshold(rows: TSettingRow[]): number {
  return settingValue(
    rows.filter((r) => r.key === E_ARSIV_THRESHOLD_SETTING),
    E_ARSIV_THRESHOLD_SETTING,
  );
}

/** What the buyer pays, in TL: the sale's own amount, or through its exchange rate. */
function payableLira(sale: TPosSaleTransaction): Decimal {
  const pay = new Decimal(sale.amounts.pay);
  return sale.currencyCode === 'TRY' ? pay : pay.times(sale.exchangeRate ?? '1');
}

/**
 * A sale the device asked to record as an information slip (Bilgi Fişi) that pays more than the
 * threshold: it must be an invoice instead (e-Arşiv, or e-Fatura for an e-Fatura user).
 */
export function slipOverThreshold(sale: TPosSaleTransaction, threshold: number): boolean {
  return sale.docType === DocType.bilgiFisi && payableLira(sale).greaterThan(threshold);
}
