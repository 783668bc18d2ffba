import { useMemo, type ReactNode } from 'react';
import type { CategoryTree } from '@autoparts/shared';
import { categoryLinks, departmentLinks, resolveMegamenu } from './category-menus';
import type { CategoryMegamenu, CategorySource, NestedLink } from './menu-data';
import { Megamenu } from './megamenu';
import { MenuLink } from './menu-link';
import megamenuStyles from './megamenu.module.css';

/*
 * What the three menus of the shop's categories draw from its tree (the departments dropdown,
 * the main menu's megamenu, the mobile menu's panel): one chunk, loaded with the tree. Each gets
 * `empty`, the menu's fallback, for a tree that has nothing for it. The menus keep their looks:
 * class names and lists come from them, as a stylesheet shared across chunks is shipped whole.
 */

/** The dropdown's class names: its list and items; `active` shows a megamenu, `parent` has one. */
export type DepartmentsClasses = Record<
  'list' | 'item' | 'active' | 'parent' | 'megamenu',
  string | undefined
>;

interface DepartmentsProps {
  tree: CategoryTree;
  empty: ReactNode;
  /** The department under the pointer or the focus (its url): its megamenu shows beside it. */
  active: string | null;
  onActive: (url: string) => void;
  onNavigate: () => void;
  label: string;
  classes: DepartmentsClasses;
}

/** The departments dropdown's list: the shop's departments, each opening its megamenu. */
export function DepartmentsPanel(props: DepartmentsProps) {
  const { tree, active, onActive, onNavigate, classes } = props;
  const departments = useMemo(() => departmentLinks(tree), [tree]);
  if (!departments.length) return props.empty;
  return (
    <ul className={classes.list} aria-label={props.label}>
      {departments.map((item) => (
        <li
          key={item.url}
          className={[
            classes.item,
            item.megamenu ? classes.parent : '',
            item.url === active ? classes.active : '',
          ].join(' ')}
          onMouseEnter={() => onActive(item.url)}
          onFocus={() => onActive(item.url)}
        >
          <MenuLink link={item} onNavigate={onNavigate} />
          {item.url === active && item.megamenu && (
            <Megamenu menu={item.megamenu} onNavigate={onNavigate} className={classes.megamenu} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The main menu's megamenu of departments, across the navigation row. */
export function CategoryMegamenuPanel(props: {
  menu: CategoryMegamenu;
  tree: CategoryTree;
  empty: ReactNode;
  onNavigate: () => void;
}) {
  const { menu, tree, onNavigate } = props;
  const filled = useMemo(() => resolveMegamenu(menu, tree), [menu, tree]);
  if (!filled) return props.empty;
  return <Megamenu menu={filled} onNavigate={onNavigate} className={megamenuStyles.mainMegamenu} />;
}

/** A mobile menu panel of the shop's categories, drawn by the mobile menu's own list. */
export function MobileCategoryLinks(props: {
  source: CategorySource;
  tree: CategoryTree;
  empty: ReactNode;
  children: (links: readonly NestedLink[]) => ReactNode;
}) {
  const { source, tree } = props;
  const links = useMemo(() => categoryLinks(source, tree), [source, tree]);
  return links.length ? props.children(links) : props.empty;
}
