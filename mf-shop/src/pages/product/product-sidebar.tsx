import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { shopLinks, useLoader } from '@autoparts/shared';
import { getProductList } from '../../api/catalog.api';
import { getCategories } from '../../api/categories.api';
import { ProductCard } from '../../components/product-card/product-card';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './product-page.module.css';

const LATEST_LIMIT = 5;

/**
 * The 'sidebar' layout's column: the top categories and the latest products. A block that fails
 * stays empty (the page is complete without the sidebar).
 */
export function ProductSidebar() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const categories = useLoader('sidebar-categories', () => getCategories(0)).data;
  const latest = useLoader('sidebar-latest', () =>
    getProductList('latest', { limit: LATEST_LIMIT }),
  ).data;

  return (
    <aside className={styles.sidebar} aria-label={t('product.sidebar.label')}>
      <section className={styles.sideBlock}>
        <h2 className={styles.sideTitle}>{t('product.sidebar.categories')}</h2>
        <ul className={styles.categoryList}>
          {(categories ?? []).map((category) => (
            <li key={category.id}>
              <Link to={shopLinks.category.getHref(category)}>{category.name}</Link>
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
