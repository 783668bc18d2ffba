import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NestedLink } from './menu-data';
import styles from './menu.module.css';

interface LinkProps {
  link: NestedLink;
  className?: string;
  onNavigate?: () => void;
}

/** One menu link: external ones leave the shop in a new tab, the others use the router. */
export function MenuLink({ link, className, onNavigate }: LinkProps) {
  const { t } = useTranslation();
  if (link.external) {
    return (
      <a href={link.url} className={className} target="_blank" rel="noopener noreferrer">
        {t(link.title)}
      </a>
    );
  }
  return (
    <Link to={link.url} className={className} onClick={onNavigate}>
      {t(link.title)}
    </Link>
  );
}

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
