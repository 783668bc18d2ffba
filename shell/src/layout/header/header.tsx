import { useTranslation } from '@autoparts/shared/translation';
import { DESKTOP_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { MobileHeader } from '../mobile/mobile-header';
import { ClassicHeader } from './classic-header';
import { DESKTOP_HEADERS, useHeaderChoice } from './header-variants';
import { SpaceshipHeader } from './spaceship-header';
import styles from './header.module.css';

/** The page's header: the route's desktop variant from 992 px, its mobile variant below. */
export function Header() {
  const { t } = useTranslation();
  const choice = useHeaderChoice();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const config = DESKTOP_HEADERS[choice.desktop];
  return (
    <header
      className={styles.header}
      data-header={desktop ? choice.desktop : `mobile-${choice.mobile}`}
    >
      <a href="#main" className={styles.skip}>
        {t('shell.skipToContent')}
      </a>
      {!desktop ? (
        <MobileHeader variant={choice.mobile} />
      ) : config.layout === 'spaceship' ? (
        <SpaceshipHeader config={config} />
      ) : (
        <ClassicHeader config={config} />
      )}
    </header>
  );
}
