import { useId } from 'react';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { LoadState, shopLinks, useLoader, type Category } from '@autoparts/shared';
import { getCategories } from '../../api/categories.api';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { CategoryTiles } from '../category-tiles/category-tiles';
import { BlockHeader } from '../block/block-header';
import blockStyles from '../block/block.module.css';
import styles from './popular-categories.module.css';

const CATEGORIES_SHOWN = 6;

/** The departments with the most products first. */
function topCategories(categories: readonly Category[]): Category[] {
  return [...categories].sort((a, b) => b.items - a.items).slice(0, CATEGORIES_SHOWN);
}

/** The biggest departments as tiles: image, name, count and their first subcategories. */
export function PopularCategories() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const categories = useLoader('home-categories', () => getCategories(1));
  const titleId = useId();
  return (
    <section className={`${blockStyles.section} ${styles.block}`} aria-labelledby={titleId}>
      <BlockHeader id={titleId} title={t('homeBlocks.categories')}>
        <Link to={shopLinks.home.getHref()} className={styles.all}>
          {t('homeBlocks.allCategories')}
        </Link>
      </BlockHeader>
      <LoadState
        loaded={categories}
        className={styles.placeholder}
        loading={
          <ul className={styles.skeleton} aria-hidden="true">
            {Array.from({ length: CATEGORIES_SHOWN }, (_, i) => (
              <li key={i} />
            ))}
          </ul>
        }
      >
        {(items) => (
          <div className={styles.tiles}>
            <CategoryTiles categories={topCategories(items)} />
          </div>
        )}
      </LoadState>
    </section>
  );
}
