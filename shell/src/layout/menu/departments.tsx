import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDropdown } from '../dropdown/use-dropdown';
import { DEPARTMENTS } from './menu-data';
import { Megamenu } from './megamenu';
import { MenuLink } from './submenu';
import menuStyles from './menu.module.css';
import styles from './departments.module.css';

function MenuIcon() {
  return (
    <svg viewBox="0 0 16 12" width="16" height="12" aria-hidden="true">
      <path d="M0 0h16v2H0zM0 5h16v2H0zM0 10h16v2H0z" fill="currentColor" />
    </svg>
  );
}

/**
 * The "Shop By Category" button: a list of departments, each opening its megamenu beside the
 * list on hover or keyboard focus (megamenu sizes xl, lg, md, nl and sm).
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
  const activeItem = DEPARTMENTS.find((item) => item.url === active);
  const megamenu = activeItem?.submenu?.type === 'megamenu' ? activeItem.submenu : null;

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
          <ul className={styles.departmentsList} aria-label={t('departments.label')}>
            {DEPARTMENTS.map((item) => (
              <li
                key={item.url}
                className={[
                  styles.departmentsItem,
                  item.submenu ? menuStyles.hasChildren : '',
                  item.url === active ? styles.departmentsItemActive : '',
                ].join(' ')}
                onMouseEnter={() => setActive(item.url)}
                onFocus={() => setActive(item.url)}
              >
                <MenuLink link={item} onNavigate={close} />
                {item === activeItem && megamenu && (
                  <Megamenu menu={megamenu} onNavigate={close} className={styles.departmentsMega} />
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
