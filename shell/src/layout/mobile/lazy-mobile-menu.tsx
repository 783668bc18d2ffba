import { lazy, Suspense, useRef } from 'react';
import { useMobileMenu } from './mobile-menu-context';

/**
 * The slide-in menu is code and style no first paint shows: they come when the menu first opens,
 * asked for as the finger, pointer or focus reaches the menu button (see MobileHeader).
 */
export const loadMobileMenu = () => import('./mobile-menu');

const MobileMenuDialog = lazy(() =>
  loadMobileMenu().then((module) => ({ default: module.MobileMenu })),
);

/** Mounts the menu at its first opening and keeps it mounted (it draws nothing while closed). */
export function LazyMobileMenu() {
  const { isOpen } = useMobileMenu();
  const opened = useRef(false);
  opened.current ||= isOpen;
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <MobileMenuDialog />
    </Suspense>
  );
}
