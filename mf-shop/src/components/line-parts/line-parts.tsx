import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from '@autoparts/shared/router';
import { productImageUrl, shopLinks, type Product, type SelectedOption } from '@autoparts/shared';
import styles from './line-parts.module.css';

/*
 * What every line of a product list draws the same way: the cart, the checkout summary, an
 * order, the wish list, the comparison and the header's mini cart.
 */

const PIXELS = { small: 64, medium: 80 } as const;

export interface LineImageProps {
  product: Pick<Product, 'slug' | 'images'>;
  /** 64 px for the mini cart's dense lines; 80 px in the tables. */
  size?: keyof typeof PIXELS;
  /** Told when the link is followed (the mini cart closes its dropdown). */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/** The product's first image, linked to its page. */
export function LineImage({ product, size = 'medium', onClick }: LineImageProps) {
  const image = product.images[0];
  const pixels = PIXELS[size];
  return (
    // The line's name links to the same page; the image link is for the mouse only.
    <Link
      to={shopLinks.product.getHref(product.slug)}
      className={`${styles.image} ${styles[size]}`}
      tabIndex={-1}
      aria-hidden="true"
      onClick={onClick}
    >
      {image ? (
        <img src={productImageUrl(image)} alt="" width={pixels} height={pixels} loading="lazy" />
      ) : null}
    </Link>
  );
}

export interface LineOptionsProps {
  options: readonly SelectedOption[];
  /** More facts as `<li>`s after the options (the vehicle an order's part was bought for). */
  children?: ReactNode;
}

/** The chosen options as "Color: Red", one a line; nothing when there are none. */
export function LineOptions({ options, children }: LineOptionsProps) {
  if (options.length === 0 && !children) return null;
  return (
    <ul className={styles.options}>
      {options.map((option) => (
        <li key={option.name}>
          {option.name}: {option.value}
        </li>
      ))}
      {children}
    </ul>
  );
}

export interface RemoveButtonProps {
  /** What is removed, for a screen reader and as a tooltip: "Remove Brake Kit from the cart". */
  label: string;
  disabled: boolean;
  onClick: () => void;
  /** 24 px beside the mini cart's lines; 32 px in the tables. */
  size?: keyof typeof PIXELS;
}

/** The round cross removing a line (cart, mini cart, wish list, compare). */
export function RemoveButton({ label, disabled, onClick, size = 'medium' }: RemoveButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.remove} ${styles[size]}`}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        <path d="M1 1l10 10M11 1L1 11" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}
