import { productImageUrl, shopLinks } from '@autoparts/shared';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import type { Category } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './category-tiles.module.css';

const CHILDREN_SHOWN = 5;

/** Categories as tiles: image, name, product count and the first few subcategories. */
export function CategoryTiles({ categories }: { categories: readonly Category[] }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  return (
    <ul className={styles.tiles}>
      {categories.map((category) => {
        const to = shopLinks.category.getHref(category);
        return (
          <li key={category.id} className={styles.tile}>
            <Link to={to} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
              {category.image && (
                <img
                  src={productImageUrl(category.image)}
                  alt=""
                  width={120}
                  height={120}
                  loading="lazy"
                  decoding="async"
                />
              )}
            </Link>
            <div className={styles.body}>
              <h3 className={styles.name}>
                <Link to={to}>{category.name}</Link>
              </h3>
              <p className={styles.count}>{t('home.productCount', { count: category.items })}</p>
              {category.children.length > 0 && (
                <ul className={styles.children}>
                  {category.children.slice(0, CHILDREN_SHOWN).map((child) => (
                    <li key={child.id}>
                      <Link to={shopLinks.category.getHref(child)}>{child.name}</Link>
                    </li>
                  ))}
                </ul>
              )}
              {category.children.length > CHILDREN_SHOWN && (
                <Link to={to} className={styles.all}>
                  {t('home.shopAll')}
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
