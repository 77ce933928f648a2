import { DAY_MS, istanbulDayTime } from '../../../shared/format/istanbul-time';
import { settingValue } from '../../../shared/system-settings/setting-catalogue';
import { AppError } from '../../lib/app-error';
import type { TSettingRow } from './pos-settings.repository';

/** A device clock may run this far ahead of ours. */
const SALE_CLOCK_SKEW_MS = 5 * 60_000;
/** domain.md: issue within 7 days, no back-dating beyond that; the setting (Sistem Ayarları) says how many. */
export const MAX_BACKDATE_SETTING = 'documents.maxBackdateDays';

/** The tenant's own value first, then the global one, then the catalogue's default. */
export function maxBackdateDays(rows: TSettingRow[]): number {
  return settingValue(
    rows.filter((r) => r.key === MAX_BACKDATE_SETTING),
    MAX_BACKDATE_SETTING,
  );
}

/** Why a sale dated in the future or older than the back-dating limit is refused; null if fine. */
export function saleTimeError(saleTime: Date, now: Date, maxDays: number): AppError | null {
  const details = {
    transactionTime: saleTime.toISOString(),
    earliest: new Date(now.getTime() - maxDays * DAY_MS).toISOString(),
    latest: new Date(now.getTime() + SALE_CLOCK_SKEW_MS).toISOString(),
    maxBackdateDays: maxDays,
  };
  if (saleTime.getTime() > now.getTime() + SALE_CLOCK_SKEW_MS) {
    return new AppError('SALE_TIME_OUT_OF_RANGE', { reason: 'future', ...details });
  }
  if (saleTime.getTime() < now.getTime() - maxDays * DAY_MS) {
    return new AppError('SALE_TIME_OUT_OF_RANGE', { reason: 'tooOld', ...details });
  }
  return null;
}

type TDayTime = ReturnType<typeof istanbulDayTime>;
let lastSecond = Number.NaN;
let lastDayTime: TDayTime | undefined;

/**
 * The sale's Istanbul day, time (to the second) and year: istanbulDayTime, which answers the same
 * for every instant of one second. Sales posted together are stamped within the same seconds, and
 * the time-zone formatter costs more than the rest of a sale's date work, so the last second's
 * answer is kept.
 */
export function saleDayTime(at: Date): TDayTime {
  const second = Math.floor(at.getTime() / 1000);
  if (second !== lastSecond || !lastDayTime) {
    lastDayTime = istanbulDayTime(at);
    lastSecond = second;
  }
  return lastDayTime;
}
