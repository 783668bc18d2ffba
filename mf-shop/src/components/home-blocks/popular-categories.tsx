import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Category } from '@autoparts/shared';
import { getCategories } from '../../api/categories.api';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { SHOP_PATH } from '../../paths';
import { CategoryTiles } from '../category-tiles/category-tiles';
import { BlockError } from '../block/block-error';
import { BlockHeader } from '../block/block-header';
import { useLoadable } from './use-loadable';
import blockStyles from '../block/block.module.css';
import styles from './popular-categories.module.css';

const CATEGORIES_SHOWN = 6;

/** The departments with the most products first. */
function topCategories(categories: readonly Category[]): Category[] {
  return [...categories].sort((a, b) => b.items - a.items).slice(0, CATEGORIES_SHOWN);
}

/** The biggest departments as tiles: image, name, count and their first subcategories. */
export const PopularCategories = observer(function PopularCategories() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const { loadable, retry } = useLoadable(() => getCategories(1), 'categories');
  const titleId = useId();
  const failed = loadable.status === 'error' || loadable.status === 'not-found';
  return (
    <section className={`${blockStyles.section} ${styles.block}`} aria-labelledby={titleId}>
      <BlockHeader id={titleId} title={t('homeBlocks.categories')}>
        <Link to={SHOP_PATH} className={styles.all}>
          {t('homeBlocks.allCategories')}
        </Link>
      </BlockHeader>
      {failed && <BlockError className={styles.placeholder} onRetry={retry} />}
      {!failed && loadable.value && (
        <div className={styles.tiles}>
          <CategoryTiles categories={topCategories(loadable.value)} />
        </div>
      )}
      {!failed && !loadable.value && (
        <ul className={styles.skeleton} aria-hidden="true">
          {Array.from({ length: CATEGORIES_SHOWN }, (_, i) => (
            <li key={i} />
          ))}
        </ul>
      )}
    </section>
  );
});
