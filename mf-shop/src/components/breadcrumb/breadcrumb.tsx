import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Category } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { categoryPath } from '../../paths';
import styles from './breadcrumb.module.css';

export interface Crumb {
  label: string;
  /** The current page has none. */
  to?: string;
}

/** A category's ancestors and itself, top department first, each linking to its page. */
export function categoryCrumbs(category: Category | null | undefined): Crumb[] {
  const chain: Category[] = [];
  for (let node = category ?? null; node; node = node.parent) chain.unshift(node);
  return chain.map((c) => ({ label: c.name, to: categoryPath(c) }));
}

/** Home first, then `items`; the last item is the page itself. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const all: Crumb[] = [{ label: t('breadcrumb.home'), to: '/' }, ...items];
  return (
    <nav aria-label={t('breadcrumb.label')} className={styles.breadcrumb}>
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
