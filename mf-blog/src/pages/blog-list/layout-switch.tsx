import { Link, useLocation, useSearchParams } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import type { PostListLayout } from '../../components/post-card/post-card';
import { LAYOUTS } from './list-params';
import styles from './blog-list-page.module.css';

const ICONS: Record<PostListLayout, string> = {
  classic: 'M2 2h14v7H2zM2 11h14v2H2zM2 15h9v1H2z',
  grid: 'M2 2h6v6H2zM10 2h6v6h-6zM2 10h6v6H2zM10 10h6v6h-6z',
  list: 'M2 2h5v4H2zM9 3h7v2H9zM2 8h5v4H2zM9 9h7v2H9zM2 14h5v3H2zM9 14h7v2H9z',
};

export function LayoutSwitch({ current }: { current: PostListLayout }) {
  const { t } = useTranslation('blog');
  const { pathname } = useLocation();
  const [params] = useSearchParams();

  const hrefFor = (layout: PostListLayout) => {
    const next = new URLSearchParams(params);
    if (layout === 'classic') next.delete('layout');
    else next.set('layout', layout);
    const search = next.toString();
    return search ? `${pathname}?${search}` : pathname;
  };

  return (
    <nav className={styles.layoutSwitch} aria-label={t('list.layout')}>
      {LAYOUTS.map((layout) => (
        <Link
          key={layout}
          to={hrefFor(layout)}
          className={styles.layoutButton}
          aria-current={layout === current ? 'true' : undefined}
          title={t(`list.layouts.${layout}`)}
        >
          <svg viewBox="0 0 18 18" width="18" height="18" aria-hidden="true">
            <path d={ICONS[layout]} fill="currentColor" />
          </svg>
          <span className="ap-visually-hidden">{t(`list.layouts.${layout}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
