import { useId } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import { LoadState, useLoader } from '@autoparts/shared';
import { getProductList, type ProductListName } from '../../api/catalog.api';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { ProductCard } from '../product-card/product-card';
import { ProductCardSkeleton } from '../product-card/product-card-skeleton';
import styles from './product-columns.module.css';

const PRODUCTS_PER_COLUMN = 3;

const COLUMNS: readonly { list: ProductListName; title: string }[] = [
  { list: 'top-rated', title: 'homeBlocks.topRated' },
  { list: 'special-offers', title: 'homeBlocks.specialOffers' },
  { list: 'popular', title: 'homeBlocks.bestsellers' },
];

function ProductColumn({ list, title }: { list: ProductListName; title: string }) {
  const products = useLoader(`home-column:${list}`, () =>
    getProductList(list, { limit: PRODUCTS_PER_COLUMN }),
  );
  const titleId = useId();
  return (
    <section className={styles.column} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <LoadState
        loaded={products}
        className={styles.box}
        loading={
          <ul className={styles.list}>
            {Array.from({ length: PRODUCTS_PER_COLUMN }, (_, i) => (
              <li key={i}>
                <ProductCardSkeleton variant="horizontal" />
              </li>
            ))}
          </ul>
        }
      >
        {(items) => (
          <ul className={styles.list}>
            {items.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} variant="horizontal" />
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
}

/** Top rated, special offers and bestsellers side by side, three small cards each. */
export function ProductColumns() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  return (
    <div className={styles.columns}>
      {COLUMNS.map(({ list, title }) => (
        <ProductColumn key={list} list={list} title={t(title)} />
      ))}
    </div>
  );
}
