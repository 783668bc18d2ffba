import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import type { TFunction } from 'i18next';
import type { NestedLink } from './menu-data';

// No stylesheet here: the links are drawn in the first paint's menus and in the category menus'
// chunk alike, and a stylesheet shared across chunks is shipped whole (class names come in).

/** A menu entry's words: its text, else the name it came with (a category new to the shell). */
export function menuText(t: TFunction, link: Pick<NestedLink, 'title' | 'defaultTitle'>): string {
  return t(link.title, { defaultValue: link.defaultTitle });
}

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
        {menuText(t, link)}
      </a>
    );
  }
  return (
    <Link to={link.url} className={className} onClick={onNavigate}>
      {menuText(t, link)}
    </Link>
  );
}
