import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { useScrollLock, type CategoryTree, type Loaded } from '@autoparts/shared';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { BackIcon, CloseIcon } from '../indicators/icons';
import { CategoryTreeState } from '../menu/category-tree-state';
import { MobileCategoryLinks } from '../menu/lazy-category-panels';
import { menuText } from '../menu/menu-link';
import { useCategoryTree } from '../menu/use-category-tree';
import { useMobileMenu } from './mobile-menu-context';
import { mobileLinkTree } from './mobile-menu-tree';
import {
  ChoicePanel,
  LinksList,
  RootPanel,
  type PanelContent,
  type PanelNavigation,
} from './mobile-menu-panels';
import styles from './mobile-menu.module.css';

interface StackEntry {
  content: PanelContent;
  /** The row that opened the panel: it takes the focus back when the panel closes. */
  openerKey: string;
}

/** A panel's links: a list, or the shop's categories, drawn once their tree has come. */
function PanelLinks({
  content,
  categories,
  nav,
}: {
  content: Extract<PanelContent, { kind: 'links' | 'categories' }>;
  categories: Loaded<CategoryTree>;
  nav: PanelNavigation;
}) {
  if (content.kind === 'links') return <LinksList links={content.links} nav={nav} />;
  const { source } = content;
  return (
    <CategoryTreeState
      loaded={categories}
      statusClassName={styles.pending}
      listClassName={styles.links}
      linkClassName={styles.row}
      onNavigate={nav.close}
    >
      {(tree, empty) => (
        <MobileCategoryLinks source={source} tree={tree} empty={empty}>
          {(links) => <LinksList links={links} nav={nav} />}
        </MobileCategoryLinks>
      )}
    </CategoryTreeState>
  );
}

/**
 * The slide-in mobile menu (spec §2): panels slide in with a back button; a link without links
 * closes the menu; the page behind does not scroll; the focus stays inside; Escape closes.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const { isOpen, close } = useMobileMenu();
  const location = useLocation();
  const dialogRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [stack, setStack] = useState<StackEntry[]>([]);
  const [direction, setDirection] = useState<'forward' | 'back'>('forward');
  const restoreKey = useRef<string | null>(null);
  const links = useMemo(mobileLinkTree, []);
  // The shop's categories are asked for when the menu first opens, never for the first paint.
  const categories = useCategoryTree(isOpen);

  useScrollLock(isOpen);
  useFocusTrap(dialogRef, isOpen);

  // A navigation from anywhere (a link, the browser's back button) closes the menu.
  const path = location.pathname + location.search;
  const openedAt = useRef(path);
  useEffect(() => {
    if (isOpen && openedAt.current !== path) close();
    openedAt.current = path;
  }, [path, isOpen, close]);

  useEffect(() => {
    if (!isOpen) {
      setStack([]);
      return;
    }
    dialogRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, close]);

  // After a panel change the focus goes to the new panel's back button, or back to the row that
  // opened the panel just closed (the panels are drawn anew, so it is found by its key).
  useEffect(() => {
    const panel = panelRef.current;
    if (!isOpen || !panel) return;
    const key = restoreKey.current;
    restoreKey.current = null;
    const rows = [...panel.querySelectorAll<HTMLElement>('[data-panel-key]')];
    const target = key
      ? rows.find((row) => row.dataset.panelKey === key)
      : panel.querySelector<HTMLElement>('[data-back]');
    target?.focus();
  }, [stack, isOpen]);

  if (!isOpen) return null;

  const nav: PanelNavigation = {
    push: (content, openerKey) => {
      setDirection('forward');
      setStack((current) => [...current, { content, openerKey }]);
    },
    pop: () => {
      setDirection('back');
      restoreKey.current = stack[stack.length - 1]?.openerKey ?? null;
      setStack(stack.slice(0, -1));
    },
    close,
  };
  const top = stack[stack.length - 1];

  return (
    <div className={styles.layer}>
      <div className={styles.backdrop} onClick={close} aria-hidden="true" />
      <div
        ref={dialogRef}
        className={styles.menu}
        role="dialog"
        aria-modal="true"
        aria-label={t('mobileMenu.title')}
      >
        <div className={styles.head}>
          <span className={styles.title}>{t('mobileMenu.title')}</span>
          <button
            type="button"
            className={styles.closeButton}
            aria-label={t('mobileMenu.close')}
            onClick={close}
            data-autofocus
          >
            <CloseIcon size={14} />
          </button>
        </div>
        <div className={styles.viewport}>
          <div
            key={stack.length}
            ref={panelRef}
            className={`${styles.panel} ${direction === 'forward' ? styles.forwardIn : styles.backIn}`}
          >
            {top ? (
              <>
                <button type="button" className={styles.back} onClick={nav.pop} data-back>
                  <BackIcon size={12} />
                  {t('mobileMenu.back')}
                </button>
                {top.content.kind === 'language' || top.content.kind === 'currency' ? (
                  <>
                    <h2 className={styles.panelTitle}>{t(`mobileMenu.${top.content.kind}`)}</h2>
                    <ChoicePanel kind={top.content.kind} nav={nav} />
                  </>
                ) : (
                  <>
                    <h2 className={styles.panelTitle}>{menuText(t, top.content)}</h2>
                    <Link to={top.content.url} className={styles.viewAll} onClick={close}>
                      {t('mobileMenu.viewAll')}
                    </Link>
                    <PanelLinks content={top.content} categories={categories} nav={nav} />
                  </>
                )}
              </>
            ) : (
              <RootPanel links={links} nav={nav} />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
