import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useTranslation } from 'react-i18next';
import { DATE_INPUT_FORMAT } from '../../shared/format/date';
import { useFormat } from '../lib/use-format';

dayjs.extend(customParseFormat);

type TDateFieldProps = Omit<
  DateInputProps,
  | 'value'
  | 'onChange'
  | 'valueFormat'
  | 'locale'
  | 'dateParser'
  | 'minDate'
  | 'maxDate'
  | 'min'
  | 'max'
> & {
  /** A calendar day, `yyyy-MM-dd`; '' or null for none. */
  value: string | null;
  onChange: (day: string) => void;
  min?: string | null;
  max?: string | null;
};

/**
 * Every date filter's input: shows and accepts `dd.MM.yyyy` in Turkish, `yyyy-MM-dd` in English,
 * with a calendar in the interface language; hands over the day as `yyyy-MM-dd` ('' when cleared).
 * Only a whole, real date is taken (strict parse): half-typed text changes nothing.
 */
export function DateField({ value, onChange, min, max, ...props }: TDateFieldProps) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const format = DATE_INPUT_FORMAT[language];
  const parse = (text: string) => {
    const day = dayjs(text.trim(), format, language, true);
    return day.isValid() ? day.format('YYYY-MM-DD') : null;
  };
  return (
    <DateInput
      {...props}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      valueFormat={format}
      locale={language}
      dateParser={parse}
      minDate={min || undefined}
      maxDate={max || undefined}
      placeholder={t('formats.dateInputPlaceholder')}
    />
  );
}
