import { Link } from '../../router';
import { useTranslation } from '@autoparts/shared/translation';
import styles from './breadcrumb.module.css';

export interface Crumb {
  label: string;
  /** The current page has none. */
  to?: string;
}

export interface BreadcrumbProps {
  /** The steps after Home; the last one is the page itself. */
  items: readonly Crumb[];
  className?: string;
}

/** Home first, then `items`, every step but the page itself a link: how every page starts. */
export function Breadcrumb({ items, className }: BreadcrumbProps) {
  const { t } = useTranslation();
  const all: Crumb[] = [{ label: t('breadcrumb.home'), to: '/' }, ...items];
  return (
    <nav
      aria-label={t('breadcrumb.label')}
      className={[styles.breadcrumb, className].filter(Boolean).join(' ')}
    >
      <ol>
        {all.map((crumb, i) => (
          <li key={`${i}-${crumb.label}`}>
            {crumb.to && i < all.length - 1 ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
