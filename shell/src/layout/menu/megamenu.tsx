import type { CSSProperties } from 'react';
import type { Megamenu as MegamenuData } from './menu-data';
import { MenuArt } from './menu-art';
import { MenuLink } from './menu-link';
import styles from './megamenu.module.css';

interface Props {
  menu: MegamenuData;
  onNavigate?: () => void;
  className?: string;
}

/** The megamenu grid is 12 columns wide; a drawing takes what the link columns leave. */
const GRID_COLUMNS = 12;

/**
 * Columns of category groups (a bold group link over its part links) and an optional drawing in
 * the columns' grid, so it never covers a link however long the columns grow.
 */
export function Megamenu({ menu, onNavigate, className }: Props) {
  const used = menu.columns.reduce((sum, column) => sum + column.size, 0);
  const artSpan = GRID_COLUMNS - used;
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
        {menu.image && artSpan > 0 && (
          <div className={styles.megamenuArt} style={{ '--span': artSpan } as CSSProperties}>
            <MenuArt name={menu.image} />
          </div>
        )}
      </div>
    </div>
  );
}
