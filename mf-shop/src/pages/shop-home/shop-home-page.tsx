import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { Breadcrumb, LoadState, shopLinks, useLoader, usePageMeta } from '@autoparts/shared';
import { getCategories } from '../../api/categories.api';
import { CategoryTiles } from '../../components/category-tiles/category-tiles';
import { ProductsRow } from '../../components/products-row/products-row';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './shop-home-page.module.css';

/** /shop: the top-level categories with their subcategories, then featured products. */
export function ShopHomePage() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  usePageMeta({ title: t('home.title'), description: t('seo.home') });
  const categories = useLoader('shop-home-categories', () => getCategories(1));

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
          <Link to={shopLinks.products.getHref()} className={styles.allLink}>
            {t('home.allProducts')}
          </Link>
        </div>
        <LoadState
          loaded={categories}
          what={t('home.categoriesWhat')}
          loading={<div className={styles.tilesSkeleton} />}
        >
          {(items) => <CategoryTiles categories={items} />}
        </LoadState>
      </section>
      <ProductsRow title={t('home.featured')} list="featured" />
    </div>
  );
}
