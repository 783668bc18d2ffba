import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import { useFocusInAndBack, useScrollLock } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import type { SidebarSide } from './products-view';
import styles from './filters-sidebar.module.css';

/** Below this width the sidebar is an off-canvas drawer (the storefront's lg breakpoint). */
export const DRAWER_QUERY = '(max-width: 991.98px)';

export interface FiltersSidebarProps {
  side: SidebarSide;
  /** The drawer is open (narrow screens only; wide screens always show the sidebar). */
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function FiltersSidebar({ side, open, onClose, children }: FiltersSidebarProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const closeRef = useRef<HTMLButtonElement>(null);
  const asideRef = useRef<HTMLElement>(null);
  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const media = window.matchMedia?.(DRAWER_QUERY);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    // A drawer left open while the window widens would keep the page from scrolling.
    const onMedia = () => media && !media.matches && onClose();
    document.addEventListener('keydown', onKey);
    media?.addEventListener('change', onMedia);
    return () => {
      document.removeEventListener('keydown', onKey);
      media?.removeEventListener('change', onMedia);
    };
  }, [open, onClose]);

  // Closed, the drawer hides what had focus in it: focus goes back to what opened it.
  useFocusInAndBack(open, asideRef, () => closeRef.current);

  return (
    <>
      {open && <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />}
      <aside
        ref={asideRef}
        className={`${styles.sidebar} ${styles[side]} ${open ? styles.open : ''}`}
        aria-label={t('filters.title')}
      >
        <div className={styles.header}>
          <h2 className={styles.title}>{t('filters.title')}</h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={t('filters.close')}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </aside>
    </>
  );
}
