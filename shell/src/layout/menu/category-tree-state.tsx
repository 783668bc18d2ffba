import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import { shopLinks, type CategoryTree, type Loaded } from '@autoparts/shared';
import type { NestedLink } from './menu-data';
import { MenuLink } from './menu-link';

/** Where a category menu leads without the shop's tree: the shop's list of categories. */
const ALL_CATEGORIES: NestedLink = {
  title: 'departments.allCategories',
  url: shopLinks.home.getHref(),
};

interface Props {
  loaded: Loaded<CategoryTree>;
  /** Draws the tree (a lazy panel); `empty` is what to show when it has nothing for the menu. */
  children: (tree: CategoryTree, empty: ReactNode) => ReactNode;
  statusClassName?: string;
  /** The list around the fallback link, and the link. */
  listClassName?: string;
  linkClassName?: string;
  /** Names the list of the fallback link. */
  label?: string;
  onNavigate?: () => void;
}

/**
 * A menu of the shop's categories in the loader's states: a status line until the tree and the
 * code that draws it have come, then the tree; without them a plain link to the shop's
 * categories, so the menu still leads somewhere.
 */
export function CategoryTreeState({ loaded, children, ...look }: Props) {
  const { t } = useTranslation();
  const status = (
    <p role="status" className={look.statusClassName}>
      {t('loader.loading')}
    </p>
  );
  const fallback = (
    <ul className={look.listClassName} aria-label={look.label}>
      <li>
        <MenuLink
          link={ALL_CATEGORIES}
          className={look.linkClassName}
          onNavigate={look.onNavigate}
        />
      </li>
    </ul>
  );
  if (loaded.data) return <Suspense fallback={status}>{children(loaded.data, fallback)}</Suspense>;
  return loaded.status === 'loading' ? status : fallback;
}
