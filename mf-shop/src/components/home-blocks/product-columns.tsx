import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getProductList, type ProductListName } from '../../api/catalog.api';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { ProductCard } from '../product-card/product-card';
import { ProductCardSkeleton } from '../product-card/product-card-skeleton';
import { BlockError } from '../block/block-error';
import { useLoadable } from './use-loadable';
import styles from './product-columns.module.css';

const PRODUCTS_PER_COLUMN = 3;

const COLUMNS: readonly { list: ProductListName; title: string }[] = [
  { list: 'top-rated', title: 'homeBlocks.topRated' },
  { list: 'special-offers', title: 'homeBlocks.specialOffers' },
  { list: 'popular', title: 'homeBlocks.bestsellers' },
];

const ProductColumn = observer(function ProductColumn({
  list,
  title,
}: {
  list: ProductListName;
  title: string;
}) {
  const { loadable, retry } = useLoadable(
    () => getProductList(list, { limit: PRODUCTS_PER_COLUMN }),
    list,
  );
  const titleId = useId();
  const failed = loadable.status === 'error' || loadable.status === 'not-found';
  const products = loadable.value;
  return (
    <section className={styles.column} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {failed ? (
        <BlockError className={styles.error} onRetry={retry} />
      ) : (
        <ul className={styles.list}>
          {products
            ? products.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} variant="horizontal" />
                </li>
              ))
            : Array.from({ length: PRODUCTS_PER_COLUMN }, (_, i) => (
                <li key={`skeleton-${i}`}>
                  <ProductCardSkeleton variant="horizontal" />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
});

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
