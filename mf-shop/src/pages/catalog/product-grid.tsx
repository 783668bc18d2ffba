import type { Product } from '@autoparts/shared';
import { firstScreenLoading, ProductCard } from '../../components/product-card/product-card';
import { ProductCardSkeleton } from '../../components/product-card/product-card-skeleton';
import { FIRST_CARDS } from './catalog-loader';
import { ProductsTable } from './products-table';
import type { ProductsView } from './products-view';
import styles from './catalog-page.module.css';

export interface ProductGridProps {
  view: ProductsView;
  /** null while the page loads: as many skeletons as `skeletons`. */
  products: readonly Product[] | null;
  skeletons: number;
}

// The list opens its page: a phone's first cards come first (their pictures preloaded by the early
// start), a wide screen's first row at once.
const FIRST_ROW = 4;

/** The products of one page in the chosen view. */
export function ProductGrid({ view, products, skeletons }: ProductGridProps) {
  if (view === 'table') return <ProductsTable products={products} skeletons={skeletons} />;
  const variant = view === 'list' ? 'list' : view;
  return (
    <ul className={`${styles.products} ${styles[`products-${view}`]}`} aria-busy={!products}>
      {products
        ? products.map((product, i) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                variant={variant}
                imageLoading={firstScreenLoading(i, FIRST_CARDS, FIRST_ROW)}
              />
            </li>
          ))
        : Array.from({ length: skeletons }, (_, i) => (
            // Keys unlike any product id, so a product never takes over a skeleton's node (a shift).
            <li key={`skeleton-${i}`}>
              <ProductCardSkeleton variant={variant} />
            </li>
          ))}
    </ul>
  );
}
