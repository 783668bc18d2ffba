import { intlLocale } from '@autoparts/shared';

/** A post date (`YYYY-MM-DD`) as "March 31, 2025", the same day in every time zone. */
export function formatPostDate(isoDate: string, language: string | undefined): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}
