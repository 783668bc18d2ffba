import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Breadcrumb, type Category } from '@autoparts/shared';
import { getCategories } from '../../api/categories.api';
import { CategoryTiles } from '../../components/category-tiles/category-tiles';
import { ProductsRow } from '../../components/products-row/products-row';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { ALL_PRODUCTS_PATH } from '../../paths';
import styles from './shop-home-page.module.css';

type Categories = { status: 'loading' | 'error' } | { status: 'ready'; items: Category[] };

/** /shop: the top-level categories with their subcategories, then featured products. */
export function ShopHomePage() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const [categories, setCategories] = useState<Categories>({ status: 'loading' });

  const load = useCallback(() => {
    let current = true;
    setCategories({ status: 'loading' });
    getCategories(1).then(
      (items) => current && setCategories({ status: 'ready', items }),
      () => current && setCategories({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, []);
  useEffect(load, [load]);

  return (
    <div className={`ap-container ${styles.page}`}>
      <header className={styles.header}>
        <Breadcrumb items={[{ label: t('breadcrumb.shop') }]} />
        <h1 className="ap-page-title">{t('home.title')}</h1>
      </header>
      <section aria-labelledby="shop-categories">
        <div className={styles.sectionHeader}>
          <h2 id="shop-categories" className={styles.sectionTitle}>
            {t('home.categories')}
          </h2>
          <Link to={ALL_PRODUCTS_PATH} className={styles.allLink}>
            {t('home.allProducts')}
          </Link>
        </div>
        {categories.status === 'ready' && <CategoryTiles categories={categories.items} />}
        {categories.status === 'loading' && (
          <div className={styles.tilesSkeleton} aria-busy="true" />
        )}
        {categories.status === 'error' && (
          <div className={styles.message} role="alert">
            <p>{t('home.loadError')}</p>
            <button type="button" className="ap-button" onClick={load}>
              {t('home.retry')}
            </button>
          </div>
        )}
      </section>
      <ProductsRow title={t('home.featured')} list="featured" />
    </div>
  );
}
