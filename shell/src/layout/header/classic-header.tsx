import { TopBar } from '../top-bar/top-bar';
import { MainMenu } from '../menu/main-menu';
import type { DesktopHeaderConfig } from './header-variants';
import { Indicators, NavRow, SearchArea, toneClass } from './header-parts';
import { PhoneBlock } from './phone-block';
import { SiteLogo } from './site-logo';
import styles from './header.module.css';

/** The classic layout: a flat top bar, a logo row with a wide search, and a navigation row. */
export function ClassicHeader({ config }: { config: DesktopHeaderConfig }) {
  return (
    <div className={styles.classic}>
      <div className={`${styles.topBar} ${styles.classicTopBar} ${toneClass(config.topBar)}`}>
        <div className={styles.edgeRow}>
          <TopBar layout="classic" />
        </div>
      </div>
      <div className={toneClass(config.body)}>
        <div className={`${styles.edgeRow} ${styles.classicRow}`}>
          <SiteLogo />
          <SearchArea config={config} />
          {config.phone === 'body' && <PhoneBlock />}
          <Indicators />
        </div>
      </div>
      <NavRow
        config={config}
        menu={<MainMenu layout="classic" />}
        end={config.phone === 'nav' ? <PhoneBlock /> : undefined}
      />
    </div>
  );
}
