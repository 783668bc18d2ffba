import { observer } from 'mobx-react-lite';
import { useTranslation } from '@autoparts/shared/translation';
import { useCurrencyStore } from '../../stores';
import styles from './price.module.css';

export interface PriceProps {
  /** The current price in US dollars (catalog prices are in dollars). */
  price: number;
  /** The price before a discount; shown struck through when it is above the current price. */
  compareAtPrice?: number | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A product's price in the shopper's currency: switching currency re-renders every price. */
export const Price = observer(function Price({
  price,
  compareAtPrice,
  size = 'md',
  className,
}: PriceProps) {
  const { t } = useTranslation();
  const currency = useCurrencyStore();
  const oldPrice = compareAtPrice != null && compareAtPrice > price ? compareAtPrice : null;
  return (
    <span className={[styles.price, styles[size], className].filter(Boolean).join(' ')}>
      <span className={oldPrice !== null ? styles.new : styles.current}>
        {currency.format(price)}
      </span>
      {oldPrice !== null && (
        <del className={styles.old}>
          <span className="ap-visually-hidden">
            {t('TEXT_OLD_PRICE', { defaultValue: 'Old price:' })}{' '}
          </span>
          <span>{currency.format(oldPrice)}</span>
        </del>
      )}
    </span>
  );
});
