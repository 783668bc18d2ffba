import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { shopLinks, type Category } from '@autoparts/shared';
import { CategoryTiles } from '../../components/category-tiles/category-tiles';
import { ProductsRow } from '../../components/products-row/products-row';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './catalog-page.module.css';

/** A category whose layout is 'categories': its subcategories as tiles, then its featured parts. */
export function CategoryLanding({ category }: { category: Category }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  return (
    <>
      {/* The tiles' h3 names need an h2 above them for the outline, as on the shop's home. */}
      <h2 className="ap-visually-hidden">{t('catalog.subcategories')}</h2>
      <CategoryTiles categories={category.children} />
      <p className={styles.showAll}>
        <Link to={shopLinks.products.getHref({ category: category.slug })} className="ap-button">
          {t('catalog.showAllProducts', { category: category.name })}
        </Link>
      </p>
      <ProductsRow
        title={t('catalog.featuredIn', { category: category.name })}
        list="featured"
        category={category.slug}
      />
    </>
  );
}
