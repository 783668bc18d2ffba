import { useMemo } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import { intlLocale, type Address } from '@autoparts/shared';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import styles from './address-card.module.css';

/** A country's name in the page's language (Intl knows every ISO 3166 region); the code else. */
function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    return (code: string) => {
      try {
        return names?.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [locale]);
}

export interface AddressDetailsProps {
  address: Address;
}

/**
 * An address as the customer reads it: name, company, street lines, city with state and postcode,
 * country, email and phone, with a "Default" badge on the default one.
 */
export function AddressDetails({ address }: AddressDetailsProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const countryName = useCountryName();
  const place = [address.city, address.state, address.postcode].filter(Boolean).join(', ');
  return (
    <>
      <div className={styles.header}>
        <strong className={styles.name}>
          {address.firstName} {address.lastName}
        </strong>
        {address.default && <span className={styles.badge}>{t('addresses.default')}</span>}
      </div>
      <address className={styles.lines}>
        {address.company && <span>{address.company}</span>}
        <span>{address.address1}</span>
        {address.address2 && <span>{address.address2}</span>}
        <span>{place}</span>
        <span>{countryName(address.country)}</span>
      </address>
      <dl className={styles.contacts}>
        <div>
          <dt>{t('addresses.email')}</dt>
          <dd>{address.email}</dd>
        </div>
        <div>
          <dt>{t('addresses.phone')}</dt>
          <dd>{address.phone}</dd>
        </div>
      </dl>
    </>
  );
}
