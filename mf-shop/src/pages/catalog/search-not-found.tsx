import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { shopLinks, vehicleLinks } from '@autoparts/shared';
import { DidYouMean } from '../../components/did-you-mean/did-you-mean';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './catalog-page.module.css';

export interface SearchNotFoundProps {
  query: string;
  /** What the shopper may have meant, from the search (respelt words, near numbers). */
  didYouMean: readonly string[];
  vehicle: number | null;
}

/**
 * A search that found nothing: what the shopper may have meant, each a search of its own, and
 * the other ways in (by vehicle, by category), so the page is never a dead end.
 */
export function SearchNotFound({ query, didYouMean, vehicle }: SearchNotFoundProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  return (
    <div className={styles.message}>
      <p className={styles.messageTitle}>{t('catalog.search.empty', { query })}</p>
      <DidYouMean meant={didYouMean} vehicle={vehicle} />
      <p>{t('catalog.search.otherWays')}</p>
      <p className={styles.messageLinks}>
        <Link to={vehicleLinks.home.getHref()}>{t('catalog.search.byVehicle')}</Link>
        <Link to={shopLinks.home.getHref()}>{t('catalog.search.byCategory')}</Link>
      </p>
    </div>
  );
}
