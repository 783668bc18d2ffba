import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import type { CategoryFilter as CategoryFilterData } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './filters.module.css';

export interface CategoryFilterProps {
  filter: CategoryFilterData;
  /** The list of a category (null: all products), keeping the other filters. */
  categoryHref: (slug: string | null) => string;
}

/** The chosen category's ancestors, itself, then its children (or the top-level categories). */
export function CategoryFilter({ filter, categoryHref }: CategoryFilterProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  return (
    <ul className={styles.tree}>
      {filter.value !== null && (
        <li>
          <Link to={categoryHref(null)} className={styles.treeParent}>
            {t('filters.allCategories')}
          </Link>
        </li>
      )}
      {filter.items.map((item) => (
        <li key={item.slug} data-type={item.type}>
          {item.type === 'current' ? (
            <span className={styles.treeCurrent} aria-current="page">
              {item.name}
            </span>
          ) : (
            <Link
              to={categoryHref(item.slug)}
              className={item.type === 'parent' ? styles.treeParent : styles.treeChild}
            >
              {item.name}
            </Link>
          )}
          {item.type === 'child' && <span className={styles.count}>{item.count}</span>}
        </li>
      ))}
    </ul>
  );
}
