import { Link, useSearchParams } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { fetchBlogCategories } from '../../api/categories.api';
import { useListLink } from '../../lib/use-list-link';
import { Widget } from './widget';
import styles from './sidebar.module.css';
import { useLoader } from '@autoparts/shared';

export function CategoriesWidget() {
  const { t } = useTranslation('blog');
  const listLink = useListLink();
  const [searchParams] = useSearchParams();
  const active = searchParams.get('category');
  const categories = useLoader('blog-categories', fetchBlogCategories);

  return (
    <Widget title={t('sidebar.categories')}>
      {categories.status === 'error' || categories.status === 'not-found' ? (
        <p className={styles.muted}>
          {t('sidebar.unavailable')}{' '}
          <button type="button" className={styles.linkButton} onClick={categories.retry}>
            {t('error.retry')}
          </button>
        </p>
      ) : (
        <ul className={styles.categories} aria-busy={categories.status === 'loading'}>
          {(categories.data ?? []).map((category) => (
            <li key={category.slug}>
              <Link
                to={listLink({ category: category.slug })}
                aria-current={category.slug === active ? 'page' : undefined}
              >
                <span>{category.name}</span>
                <span className={styles.count}>{category.items}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Widget>
  );
}
