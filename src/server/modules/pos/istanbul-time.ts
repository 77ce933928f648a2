const FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Invoice date, time and numbering year are those of Türkiye, whatever offset the device sent. */
export function istanbulDateTime(at: Date): { date: string; time: string; year: number } {
  const parts = FORMAT.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '00';
  const year = part('year');
  return {
    date: `${year}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}:${part('second')}`,
    year: Number(year),
  };
}
