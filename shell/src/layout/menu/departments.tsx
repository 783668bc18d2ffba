import { useState } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import { useDropdown } from '../dropdown/use-dropdown';
import { CategoryTreeState } from './category-tree-state';
import { DepartmentsPanel } from './lazy-category-panels';
import { useCategoryTree } from './use-category-tree';
import menuStyles from './menu.module.css';
import styles from './departments.module.css';

const LIST_CLASSES = {
  list: styles.departmentsList,
  item: styles.departmentsItem,
  active: styles.departmentsItemActive,
  parent: menuStyles.hasChildren,
  megamenu: styles.departmentsMega,
};

function MenuIcon() {
  return (
    <svg viewBox="0 0 16 12" width="16" height="12" aria-hidden="true">
      <path d="M0 0h16v2H0zM0 5h16v2H0zM0 10h16v2H0z" fill="currentColor" />
    </svg>
  );
}

/**
 * The "Shop By Category" button: the shop's departments, each opening its megamenu beside the
 * list on hover or keyboard focus (megamenu sizes xl, lg, md, nl and sm). The departments are
 * asked of the shop when the list first opens; until they come it says so, and without them it
 * links to the shop's categories.
 */
export function Departments({
  tone = 'accent',
  compact = false,
}: {
  tone?: 'accent' | 'dark';
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { open, toggle, close, rootRef, rootProps } = useDropdown();
  const [active, setActive] = useState<string | null>(null);
  const tree = useCategoryTree(open);

  return (
    <div
      ref={rootRef}
      className={`${styles.departments} ${compact ? styles.compact : ''}`}
      {...rootProps}
      onMouseLeave={() => {
        setActive(null);
        rootProps.onMouseLeave();
      }}
    >
      <button
        type="button"
        className={`${styles.departmentsButton} ${tone === 'dark' ? styles.departmentsDark : ''}`}
        aria-expanded={open}
        aria-haspopup="true"
        onClick={toggle}
      >
        <MenuIcon />
        {t('departments.button')}
        <svg viewBox="0 0 9 6" width="9" height="6" aria-hidden="true" className={styles.caret}>
          <path d="M0 0l4.5 5L9 0z" fill="currentColor" />
        </svg>
      </button>
      {open && (
        <div className={styles.departmentsPanel}>
          <CategoryTreeState
            loaded={tree}
            statusClassName={styles.departmentsStatus}
            listClassName={styles.departmentsList}
            linkClassName={styles.departmentsLink}
            label={t('departments.label')}
            onNavigate={close}
          >
            {(departments, empty) => (
              <DepartmentsPanel
                tree={departments}
                empty={empty}
                active={active}
                onActive={setActive}
                onNavigate={close}
                label={t('departments.label')}
                classes={LIST_CLASSES}
              />
            )}
          </CategoryTreeState>
        </div>
      )}
    </div>
  );
}
