import { useMemo } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
// Through the package: this subpath is bundled into each area and must reach the page's one
// HTTP client, not a copy of its own.
import { getHttp, intlLocale, useLoader, type Country, type Loaded } from '@autoparts/shared';
import type { SelectOption } from './text-fields';

let countries: Promise<Country[]> | null = null;

function isCountryList(value: unknown): value is Country[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry: Partial<Country>) =>
        typeof entry?.code === 'string' && typeof entry.name === 'string',
    )
  );
}

/** GET account/countries, asked once per page: every address form shares the one list. */
export function loadCountries(): Promise<Country[]> {
  countries ??= getHttp()
    .get('account/countries')
    .json<unknown>()
    .then((body) => (isCountryList(body) ? body : []))
    .catch((error: unknown) => {
      countries = null; // a failure is asked again by the next form (Retry)
      throw error;
    });
  return countries;
}

/** Forgets the page's list (tests, a language change is handled by the names below). */
export function forgetCountries(): void {
  countries = null;
}

/**
 * The countries as select options named in the page's language (Intl knows the names of every
 * ISO 3166 region), sorted for that language; the server's English name when Intl cannot tell.
 */
export function useCountryOptions(): Loaded<Country[]> & { options: SelectOption[] } {
  const loaded = useLoader('countries', () => loadCountries());
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const options = useMemo(() => {
    const locale = intlLocale(language);
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    const label = (country: Country) => {
      try {
        return names?.of(country.code) ?? country.name;
      } catch {
        return country.name;
      }
    };
    return (loaded.data ?? [])
      .map((country) => ({ value: country.code, label: label(country) }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [loaded.data, language]);
  return { ...loaded, options };
}
