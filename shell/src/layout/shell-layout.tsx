import { Outlet } from 'react-router-dom';
import { Header } from './header/header';
import { Footer } from './footer/footer';
import { LoadingBar } from './overlays/loading-bar';
import { Spinner } from './overlays/spinner';
import { Toasts } from './overlays/toasts';
import { usePreloaderFadeOut } from './overlays/use-preloader';
import styles from './shell-layout.module.css';

export function ShellLayout() {
  usePreloaderFadeOut();
  return (
    <div className={styles.site}>
      <LoadingBar />
      <Header />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <Spinner />
      <Toasts />
    </div>
  );
}
