import { useLoader } from '@autoparts/shared';
import { getProductList, type ProductListName } from '../../api/catalog.api';
import { ProductCard } from '../product-card/product-card';
import { ProductCardSkeleton } from '../product-card/product-card-skeleton';
import styles from './products-row.module.css';

export interface ProductsRowProps {
  title: string;
  list: ProductListName;
  /** Keeps the row to one category's subtree. */
  category?: string;
  limit?: number;
}

/** A scrolling row of product cards from one of the shop's lists; nothing when the list fails. */
export function ProductsRow({ title, list, category, limit = 8 }: ProductsRowProps) {
  const loaded = useLoader(`${list}:${category}:${limit}`, () =>
    getProductList(list, { limit, category }),
  );
  // Skeletons while loading, also in place of another list's products.
  const products = loaded.status === 'ready' ? loaded.data : undefined;

  if (loaded.status === 'error' || loaded.status === 'not-found' || products?.length === 0) {
    return null;
  }
  return (
    <section className={styles.row} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.items}>
        {products
          ? products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))
          : Array.from({ length: Math.min(limit, 4) }, (_, i) => (
              // Keys unlike any product id, so a product never takes over a skeleton's node (a shift).
              <li key={`skeleton-${i}`}>
                <ProductCardSkeleton />
              </li>
            ))}
      </ul>
    </section>
  );
}
