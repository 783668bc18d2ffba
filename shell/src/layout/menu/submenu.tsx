import type { NestedLink } from './menu-data';
import { MenuLink } from './menu-link';
import styles from './menu.module.css';

interface ListProps {
  links: readonly NestedLink[];
  onNavigate?: () => void;
}

/** A simple submenu: a column of links whose nested links fly out to the inline end. */
export function Submenu({ links, onNavigate }: ListProps) {
  return (
    <ul className={styles.submenu}>
      {links.map((link) => (
        <li key={link.url + link.title} className={link.links ? styles.hasChildren : undefined}>
          <MenuLink link={link} className={styles.submenuLink} onNavigate={onNavigate} />
          {link.links && <Submenu links={link.links} onNavigate={onNavigate} />}
        </li>
      ))}
    </ul>
  );
}
