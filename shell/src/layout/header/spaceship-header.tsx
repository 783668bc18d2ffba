import { TopBar } from '../top-bar/top-bar';
import { MainMenu } from '../menu/main-menu';
import type { DesktopHeaderConfig } from './header-variants';
import { Indicators, NavRow, SearchArea, toneClass } from './header-parts';
import { PhoneBlock } from './phone-block';
import { SiteLogo } from './site-logo';
import styles from './header.module.css';

/**
 * The spaceship layout: the logo in a raised centre block between the two angled wings of the
 * top bar, the search and the indicators either side of it, and the navigation row below.
 */
export function SpaceshipHeader({ config }: { config: DesktopHeaderConfig }) {
  const topBar = `${styles.topBar} ${toneClass(config.topBar)}`;
  return (
    <div className={styles.spaceship}>
      <div className={`${styles.spaceshipBody} ${toneClass(config.body)}`}>
        <div className={`${styles.wing} ${styles.wingStart} ${topBar}`}>
          <TopBar layout="spaceship-start" />
        </div>
        <div className={styles.spaceshipLogo}>
          <SiteLogo />
        </div>
        <div className={`${styles.wing} ${styles.wingEnd} ${topBar}`}>
          <TopBar layout="spaceship-end" />
        </div>
        <div className={styles.spaceshipStart}>
          <SearchArea config={config} />
        </div>
        <div className={styles.spaceshipEnd}>
          <Indicators />
        </div>
      </div>
      <NavRow
        config={config}
        menu={<MainMenu layout="spaceship" />}
        end={config.phone === 'nav' ? <PhoneBlock /> : undefined}
      />
    </div>
  );
}
