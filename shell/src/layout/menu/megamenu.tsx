import type { CSSProperties } from 'react';
import type { Megamenu as MegamenuData } from './menu-data';
import { MenuArt } from './menu-art';
import { MenuLink } from './submenu';
import styles from './menu.module.css';

interface Props {
  menu: MegamenuData;
  onNavigate?: () => void;
  className?: string;
}

/** Columns of category groups (a bold group link over its part links) and an optional drawing. */
export function Megamenu({ menu, onNavigate, className }: Props) {
  return (
    <div
      className={[styles.megamenu, styles[`size-${menu.size}`], className]
        .filter(Boolean)
        .join(' ')}
      data-size={menu.size}
    >
      <div className={styles.megamenuColumns}>
        {menu.columns.map((column, index) => (
          <ul
            key={index}
            className={styles.megamenuColumn}
            style={{ '--span': column.size } as CSSProperties}
          >
            {column.links.map((group) => (
              <li key={group.url}>
                <MenuLink link={group} className={styles.groupLink} onNavigate={onNavigate} />
                {group.links && (
                  <ul className={styles.groupLinks}>
                    {group.links.map((item) => (
                      <li key={item.url}>
                        <MenuLink link={item} onNavigate={onNavigate} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        ))}
      </div>
      {menu.image && <MenuArt name={menu.image} className={styles.megamenuArt} />}
    </div>
  );
}
