import type { AnchorHTMLAttributes } from 'react';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { shopLinks } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';

export interface DidYouMeanProps {
  /** What the search offers instead of a text that found nothing (`didYouMean`). */
  meant: readonly string[];
  /** Kept in each offered search, as the search that found nothing had it. */
  vehicle: number | null;
  className?: string;
  /** Given to each link (the dropdown closes itself and marks its items). */
  linkProps?: AnchorHTMLAttributes<HTMLAnchorElement>;
}

/** "Did you mean: brake hose, HAM-BH1945", each a search of its own; nothing when none. */
export function DidYouMean({ meant, vehicle, className, linkProps }: DidYouMeanProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  if (meant.length === 0) return null;
  return (
    <p className={className}>
      {t('catalog.search.didYouMean')}{' '}
      {meant.map((text, i) => (
        <span key={text}>
          {i > 0 && ', '}
          <Link to={shopLinks.products.getHref({ q: text, vehicle })} {...linkProps}>
            <bdi>{text}</bdi>
          </Link>
        </span>
      ))}
    </p>
  );
}
