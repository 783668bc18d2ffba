import type { ReactNode } from 'react';
import { Departments } from '../menu/departments';
import { Search } from '../search/search';
import { AccountIndicator } from '../indicators/account-indicator';
import { CartIndicator } from '../indicators/cart-indicator';
import { WishlistIndicator } from '../indicators/wishlist-indicator';
import type { BandTone, DesktopHeaderConfig } from './header-variants';
import styles from './header.module.css';
import indicatorStyles from '../indicators/indicators.module.css';

export function toneClass(tone: BandTone): string {
  return styles[`tone-${tone}`] ?? '';
}

/** A red button on an accent band would vanish: it turns dark there. */
function departmentsOn(band: BandTone, compact = false) {
  return <Departments tone={band === 'accent' ? 'dark' : 'accent'} compact={compact} />;
}

/** The search, with the departments button before it when the variant puts it there. */
export function SearchArea({ config }: { config: DesktopHeaderConfig }) {
  return (
    <div className={styles.searchArea}>
      {config.departments === 'search' && departmentsOn(config.body, true)}
      <Search tone={config.body === 'light' || config.body === 'grey' ? 'light' : 'dark'} />
    </div>
  );
}

export function Indicators() {
  return (
    <div className={indicatorStyles.indicators}>
      <WishlistIndicator />
      <AccountIndicator />
      <CartIndicator />
    </div>
  );
}

/** The navigation row: departments, the main menu and, at the end, whatever the variant adds. */
export function NavRow({
  config,
  menu,
  end,
}: {
  config: DesktopHeaderConfig;
  menu: ReactNode;
  end?: ReactNode;
}) {
  return (
    <div className={`${styles.navBand} ${toneClass(config.nav)}`}>
      <div className={styles.navRow}>
        {config.departments === 'nav' && departmentsOn(config.nav)}
        {menu}
        {end && <div className={styles.navEnd}>{end}</div>}
      </div>
    </div>
  );
}
