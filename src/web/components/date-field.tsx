import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DATE_INPUT_FORMAT } from '../../shared/format/date';
import { parseInputDay } from '../lib/input-day';
import { useFormat } from '../lib/use-format';

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
 * Only a whole, real date is taken (input-day.ts): half-typed text changes nothing.
 */
export function DateField({ value, onChange, min, max, ...props }: TDateFieldProps) {
  const { t } = useTranslation();
  const { language } = useFormat();
  return (
    <DateInput
      {...props}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      valueFormat={DATE_INPUT_FORMAT[language]}
      locale={language}
      dateParser={(text) => parseInputDay(text, language)}
      minDate={min || undefined}
      maxDate={max || undefined}
      placeholder={t('formats.dateInputPlaceholder')}
    />
  );
}
