import { Outlet } from '@autoparts/shared/router';
import { useSiteMeta } from '@autoparts/shared';
import { Header } from './header/header';
import { PageFooter } from './footer/page-footer';
import { LazyMobileMenu } from './mobile/lazy-mobile-menu';
import { MobileMenuProvider } from './mobile/mobile-menu-context';
import { LoadingBar } from './overlays/loading-bar';
import { Spinner } from './overlays/spinner';
import { DeferredToasts } from './overlays/deferred-toasts';
import { usePreloaderFadeOut } from './overlays/use-preloader';
import { useScrollToTopOnNewPage } from './use-scroll-to-top';
import styles from './shell-layout.module.css';

export function ShellLayout() {
  usePreloaderFadeOut();
  useSiteMeta();
  useScrollToTopOnNewPage();
  return (
    <MobileMenuProvider>
      <div className={styles.site}>
        <LoadingBar />
        <Header />
        <main id="main" className={styles.main}>
          <Outlet />
        </main>
        <PageFooter />
        <LazyMobileMenu />
        <Spinner />
        <DeferredToasts />
      </div>
    </MobileMenuProvider>
  );
}
