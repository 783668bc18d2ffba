import { useMemo } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import { intlLocale, type PaymentMethod } from '@autoparts/shared';
import { PAYMENT_METHODS } from '@autoparts/shared/rules';
import { SHOP_NAMESPACE } from '../../i18n-namespace';

const isPaymentMethod = (method: string): method is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(method);

export interface OrderFormat {
  /** The order's date in the page's language, '' for a date that cannot be read. */
  date(iso: string): string;
  /** A country's name in the page's language (Intl knows every ISO 3166 region), else its code. */
  country(code: string): string;
  /** A known payment key's name; an older order's free text as it was stored. */
  payment(method: string): string;
}

function regionNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    return null;
  }
}

/** How order screens write dates, countries and payment methods, following the page language. */
export function useOrderFormat(): OrderFormat {
  const { t, i18n } = useTranslation(SHOP_NAMESPACE);
  const locale = intlLocale(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    const regions = regionNames(locale);
    return {
      date(iso) {
        const date = new Date(iso);
        return Number.isNaN(date.getTime()) ? '' : dates.format(date);
      },
      country(code) {
        try {
          return regions?.of(code.toUpperCase()) ?? code;
        } catch {
          return code; // not a region code Intl accepts
        }
      },
      payment(method) {
        return isPaymentMethod(method) ? t(`orders.payment.${method}`) : method;
      },
    };
  }, [locale, t]);
}
