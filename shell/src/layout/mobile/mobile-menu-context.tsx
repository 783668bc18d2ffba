import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

interface MobileMenuState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const MobileMenuContext = createContext<MobileMenuState | null>(null);

/** Whether the slide-in mobile menu is open; closing gives the focus back to what opened it. */
export function MobileMenuProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    opener.current?.focus();
    opener.current = null;
  }, []);
  const value = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
  return <MobileMenuContext.Provider value={value}>{children}</MobileMenuContext.Provider>;
}

export function useMobileMenu(): MobileMenuState {
  const state = useContext(MobileMenuContext);
  if (!state) throw new Error('useMobileMenu() needs a <MobileMenuProvider>.');
  return state;
}
