import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import {
  accountLinks,
  CURRENCIES,
  LANGUAGES,
  shopLinks,
  useAuthStore,
  useCartStore,
  useCurrencyStore,
  useGarageStore,
  useLanguageStore,
  useWishlistStore,
} from '@autoparts/shared';
import type { CategorySource, NestedLink } from '../menu/menu-data';
import { LanguageFlag } from '../dropdown/language-flag';
import { MenuLink, menuText } from '../menu/menu-link';
import {
  CarIcon,
  CartIcon,
  ForwardIcon,
  HeartIcon,
  PersonIcon,
  PhoneIcon,
} from '../indicators/icons';
import { isCategoryBranch, type MobileLink } from './mobile-menu-tree';
import styles from './mobile-menu.module.css';

/** What a panel shows: links, the shop's categories, or one of the two settings. */
export type PanelContent =
  | {
      kind: 'links';
      title: string;
      defaultTitle?: string;
      url: string;
      links: readonly NestedLink[];
    }
  | { kind: 'categories'; title: string; url: string; source: CategorySource }
  | { kind: 'language' }
  | { kind: 'currency' };

export interface PanelNavigation {
  /** `key` names the row that opened the panel: it gets the focus back on the way back. */
  push: (panel: PanelContent, key: string) => void;
  pop: () => void;
  close: () => void;
}

function Forward({
  children,
  panelKey,
  onClick,
}: {
  children: ReactNode;
  panelKey: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className={styles.row} data-panel-key={panelKey} onClick={onClick}>
      <span className={styles.rowText}>{children}</span>
      <span className={styles.forward}>
        <ForwardIcon />
      </span>
    </button>
  );
}

/** The panel a row with links (or the shop's categories) opens. */
function panelOf(link: MobileLink): PanelContent {
  if (isCategoryBranch(link)) {
    return { kind: 'categories', title: link.title, url: link.url, source: link.categories };
  }
  const { title, defaultTitle, url, links = [] } = link;
  return { kind: 'links', title, defaultTitle, url, links };
}

/** A list of links: a link with links opens them in the next panel, any other closes the menu. */
export function LinksList({ links, nav }: { links: readonly MobileLink[]; nav: PanelNavigation }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.title + link.url}>
          {isCategoryBranch(link) || link.links ? (
            <Forward
              panelKey={link.title + link.url}
              onClick={() => nav.push(panelOf(link), link.title + link.url)}
            >
              {menuText(t, link)}
            </Forward>
          ) : (
            <MenuLink link={link} className={styles.row} onNavigate={nav.close} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The language or currency choice: choosing one goes back to the settings. */
export const ChoicePanel = observer(function ChoicePanel({
  kind,
  nav,
}: {
  kind: 'language' | 'currency';
  nav: PanelNavigation;
}) {
  const { t } = useTranslation();
  const language = useLanguageStore();
  const currency = useCurrencyStore();
  const choices =
    kind === 'language'
      ? LANGUAGES.map((l) => ({
          value: l.code,
          label: (
            <>
              <LanguageFlag code={l.code} />
              {l.name}
            </>
          ),
        }))
      : CURRENCIES.map((c) => ({
          value: c.code,
          label: `${c.symbol} ${t(`currencies.${c.code}`)}`,
        }));
  const selected = kind === 'language' ? language.code : currency.code;
  const choose = (value: string) => {
    if (kind === 'language') language.setLanguage(value);
    else currency.setCurrency(value);
    nav.pop();
  };
  return (
    <ul className={styles.links} role="radiogroup" aria-label={t(`mobileMenu.${kind}`)}>
      {choices.map((choice) => (
        <li key={choice.value}>
          <button
            type="button"
            role="radio"
            aria-checked={choice.value === selected}
            className={`${styles.row} ${choice.value === selected ? styles.chosen : ''}`}
            onClick={() => choose(choice.value)}
          >
            {choice.label}
          </button>
        </li>
      ))}
    </ul>
  );
});

const Indicators = observer(function Indicators({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const wishlist = useWishlistStore();
  const cart = useCartStore();
  const garage = useGarageStore();
  const auth = useAuthStore();
  const tiles = [
    {
      key: 'wishlist',
      to: shopLinks.wishlist.getHref(),
      icon: <HeartIcon size={24} />,
      count: wishlist.count,
    },
    {
      key: 'account',
      to: auth.isSignedIn ? accountLinks.dashboard.getHref() : accountLinks.login.getHref(),
      icon: <PersonIcon size={24} />,
    },
    {
      key: 'cart',
      to: shopLinks.cart.getHref(),
      icon: <CartIcon size={24} />,
      count: cart.quantity,
    },
    {
      key: 'garage',
      to: accountLinks.garage.getHref(),
      icon: <CarIcon size={24} />,
      count: garage.vehicles.length,
    },
  ];
  return (
    <ul className={styles.indicators}>
      {tiles.map((tile) => (
        <li key={tile.key}>
          <Link to={tile.to} className={styles.tile} onClick={onNavigate}>
            <span className={styles.tileIcon}>
              {tile.icon}
              {tile.count !== undefined && <span className={styles.tileCount}>{tile.count}</span>}
            </span>
            {t(`mobileMenu.${tile.key}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
});

/** The first panel: settings, indicators, the link tree and the call-us block (spec §2). */
export const RootPanel = observer(function RootPanel({
  links,
  nav,
}: {
  links: readonly MobileLink[];
  nav: PanelNavigation;
}) {
  const { t } = useTranslation();
  const language = useLanguageStore();
  const currency = useCurrencyStore();
  const phone = t('shell.phone');
  return (
    <>
      <div className={styles.settings}>
        <Forward panelKey="language" onClick={() => nav.push({ kind: 'language' }, 'language')}>
          <span className={styles.settingName}>{t('mobileMenu.language')}</span>
          <span className={styles.settingValue}>{language.language.name}</span>
        </Forward>
        <Forward panelKey="currency" onClick={() => nav.push({ kind: 'currency' }, 'currency')}>
          <span className={styles.settingName}>{t('mobileMenu.currency')}</span>
          <span className={styles.settingValue}>
            {currency.currency.symbol} {currency.currency.code}
          </span>
        </Forward>
      </div>
      <Indicators onNavigate={nav.close} />
      <LinksList links={links} nav={nav} />
      <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={styles.callUs}>
        <PhoneIcon size={28} />
        <span>
          <span className={styles.callCaption}>{t('header.phoneCaption')}</span>
          <span className={styles.callNumber}>
            <span dir="ltr">{phone}</span>
          </span>
        </span>
      </a>
    </>
  );
});
