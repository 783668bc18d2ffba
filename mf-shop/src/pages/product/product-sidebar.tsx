import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Category, Product } from '@autoparts/shared';
import { getProductList } from '../../api/catalog.api';
import { getCategories } from '../../api/categories.api';
import { ProductCard } from '../../components/product-card/product-card';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { categoryPath } from '../../paths';
import styles from './product-page.module.css';

const LATEST_LIMIT = 5;

/** Loads once; a failed block is left out (the page is complete without the sidebar). */
function useLoaded<T>(load: () => Promise<T>): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let current = true;
    load().then(
      (loaded) => current && setValue(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
    // `load` is a fixed call per block.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}

/** The 'sidebar' layout's column: the top categories and the latest products. */
export function ProductSidebar() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const categories = useLoaded<Category[]>(() => getCategories(0));
  const latest = useLoaded<Product[]>(() => getProductList('latest', { limit: LATEST_LIMIT }));

  return (
    <aside className={styles.sidebar} aria-label={t('product.sidebar.label')}>
      <section className={styles.sideBlock}>
        <h2 className={styles.sideTitle}>{t('product.sidebar.categories')}</h2>
        <ul className={styles.categoryList}>
          {(categories ?? []).map((category) => (
            <li key={category.id}>
              <Link to={categoryPath(category)}>{category.name}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.sideBlock}>
        <h2 className={styles.sideTitle}>{t('product.sidebar.latest')}</h2>
        <ul className={styles.latestList}>
          {(latest ?? []).map((product) => (
            <li key={product.id}>
              <ProductCard product={product} variant="horizontal" />
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
