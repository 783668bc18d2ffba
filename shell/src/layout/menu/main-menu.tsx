import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import type { CategoryTree, Loaded } from '@autoparts/shared';
import type { DesktopHeaderLayout } from '../header/header-variants';
import { CategoryTreeState } from './category-tree-state';
import { CategoryMegamenuPanel } from './lazy-category-panels';
import { MAIN_MENU, menuFor, type MenuItem } from './menu-data';
import { MenuLink } from './menu-link';
import { Submenu } from './submenu';
import { useCategoryTree } from './use-category-tree';
import styles from './menu.module.css';

interface ItemProps {
  item: MenuItem;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** The shop's category tree, for a megamenu of departments. */
  categories: Loaded<CategoryTree>;
}

function ArrowDown() {
  return (
    <svg viewBox="0 0 9 6" width="9" height="6" aria-hidden="true" className={styles.caret}>
      <path d="M.2.4c.4-.4 1-.5 1.4-.1L4.5 3 7.4.3c.4-.4 1-.3 1.4.1.4.4.3 1-.1 1.4L4.5 5.6.3 1.8C-.1 1.4-.2.8.2.4z" />
    </svg>
  );
}

/** An open entry's submenu; a megamenu of departments is filled from the shop's tree. */
function MainSubmenu({
  submenu,
  categories,
  onNavigate,
}: {
  submenu: NonNullable<MenuItem['submenu']>;
  categories: Loaded<CategoryTree>;
  onNavigate: () => void;
}) {
  if (submenu.type === 'menu') return <Submenu links={submenu.links} onNavigate={onNavigate} />;
  return (
    <CategoryTreeState
      loaded={categories}
      statusClassName={styles.widePending}
      listClassName={styles.widePending}
      linkClassName={styles.widePendingLink}
      onNavigate={onNavigate}
    >
      {(tree, empty) => (
        <CategoryMegamenuPanel menu={submenu} tree={tree} empty={empty} onNavigate={onNavigate} />
      )}
    </CategoryTreeState>
  );
}

/**
 * A top entry: its submenu opens on hover and when the keyboard focus enters the entry. Escape
 * closes it and leaves the focus on the entry, which keeps it closed until the focus leaves.
 */
function MainMenuItem({ item, open, onOpen, onClose, categories }: ItemProps) {
  const dismissed = useRef(false);
  const topLink = useRef<HTMLLIElement>(null);
  const { submenu } = item;
  const wide = submenu?.type === 'categories';

  const onFocus = () => {
    if (!dismissed.current) onOpen();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    dismissed.current = false;
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    dismissed.current = true;
    onClose();
    topLink.current?.querySelector('a')?.focus();
  };

  const className = [
    styles.mainItem,
    wide ? styles.mainItemWide : '',
    item.customFields?.highlight ? styles.highlight : '',
    open ? styles.mainItemOpen : '',
  ].join(' ');
  return (
    <li
      ref={topLink}
      className={className}
      onMouseEnter={() => {
        dismissed.current = false;
        if (submenu) onOpen();
      }}
      onMouseLeave={onClose}
      onFocus={submenu ? onFocus : undefined}
      onBlur={submenu ? onBlur : undefined}
      onKeyDown={onKeyDown}
    >
      <span className={styles.mainLinkRow}>
        <MenuLink link={item} className={styles.mainLink} onNavigate={onClose} />
        {submenu && <ArrowDown />}
      </span>
      {submenu && open && (
        <div className={wide ? styles.widePanel : styles.simplePanel}>
          <MainSubmenu submenu={submenu} categories={categories} onNavigate={onClose} />
        </div>
      )}
    </li>
  );
}

/** The main menu of a desktop header; entries hidden in the layout are left out (spec §2). */
export function MainMenu({ layout }: { layout: DesktopHeaderLayout }) {
  const { t } = useTranslation();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const items = menuFor(MAIN_MENU, layout);
  // Asked of the shop when a megamenu of departments first opens; kept as entries open and close.
  const categories = useCategoryTree(
    openIndex !== null && items[openIndex]?.submenu?.type === 'categories',
  );
  return (
    <nav className={styles.mainMenu} aria-label={t('nav.label')}>
      <ul className={styles.mainList}>
        {items.map((item, index) => (
          <MainMenuItem
            key={item.title}
            item={item}
            open={openIndex === index}
            onOpen={() => setOpenIndex(index)}
            onClose={() => setOpenIndex((current) => (current === index ? null : current))}
            categories={categories}
          />
        ))}
      </ul>
    </nav>
  );
}
