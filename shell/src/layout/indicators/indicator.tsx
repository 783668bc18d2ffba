import type { ReactNode } from 'react';
import { Link } from '@autoparts/shared/router';
import { useDropdown } from '../dropdown/use-dropdown';
import styles from './indicators.module.css';

interface Face {
  icon: ReactNode;
  /** For the browser tests of the composed storefront (e2e/), which find the cart by it. */
  testId?: string;
  /** The red count badge on the icon. */
  counter?: number;
  /** The two lines beside the icon: a small caption over a value. */
  caption?: ReactNode;
  value?: ReactNode;
}

/**
 * The words come before the icon and its count in the markup (the icon is drawn first), so the
 * visible text reads "Shopping Cart $0.00 3" as the accessible name does (WCAG 2.5.3, label in
 * name); the spaces, which the flex layout ignores, keep the parts apart as words.
 */
function IndicatorFace({ icon, counter, caption, value }: Omit<Face, 'testId'>) {
  return (
    <>
      {(caption || value) && (
        <>
          <span className={styles.text}>
            {caption && <span className={styles.caption}>{caption}</span>}
            {caption && value && ' '}
            {value && <span className={styles.value}>{value}</span>}
          </span>{' '}
        </>
      )}
      <span className={styles.icon}>
        {icon}
        {counter !== undefined && <span className={styles.counter}>{counter}</span>}
      </span>
    </>
  );
}

/** An indicator that is only a link (wishlist, and every indicator of the mobile header). */
export function LinkIndicator({
  to,
  label,
  testId,
  ...face
}: Face & { to: string; label: string }) {
  return (
    <Link to={to} className={styles.indicator} aria-label={label} data-testid={testId}>
      <IndicatorFace {...face} />
    </Link>
  );
}

interface DropdownIndicatorProps extends Face {
  /** The trigger's accessible name. */
  label: string;
  /** The panel's content; `close` hides it (after a navigation, a logout). */
  children: (close: () => void) => ReactNode;
  panelClassName?: string;
}

/** An indicator opening a panel under it on click or hover (account menu, mini cart). */
export function DropdownIndicator({
  label,
  children,
  panelClassName,
  testId,
  ...face
}: DropdownIndicatorProps) {
  const { open, toggle, close, rootRef, rootProps } = useDropdown();
  return (
    <div ref={rootRef} className={styles.dropdownRoot} {...rootProps}>
      <button
        type="button"
        className={styles.indicator}
        aria-expanded={open}
        aria-haspopup="true"
        aria-label={label}
        data-testid={testId}
        onClick={toggle}
      >
        <IndicatorFace {...face} />
      </button>
      {open && (
        <div className={`${styles.panel} ${panelClassName ?? ''}`} role="region" aria-label={label}>
          {children(close)}
        </div>
      )}
    </div>
  );
}
