import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DATE_INPUT_FORMAT } from '../../shared/format/date';
import type { TFormatLanguage } from '../../shared/format/locale';

dayjs.extend(customParseFormat);

/**
 * A date as typed into a date input (`dd.MM.yyyy` in Turkish, `yyyy-MM-dd` in English) as a
 * `yyyy-MM-dd` day; null unless it is a whole, real date in that format (strict: no 31.02, no
 * two-digit years), so half-typed text never becomes a filter.
 */
export function parseInputDay(text: string, language: TFormatLanguage): string | null {
  const day = dayjs(text.trim(), DATE_INPUT_FORMAT[language], language, true);
  return day.isValid() ? day.format('YYYY-MM-DD') : null;
}
