import type { ProductsView } from './products-view';

// Small pictures of each layout for the view switcher.
const SHAPES: Record<ProductsView, string> = {
  grid: 'M0 0h7v7H0zM9 0h7v7H9zM0 9h7v7H0zM9 9h7v7H9z',
  'grid-with-features':
    'M0 0h7v4H0zM9 0h7v4H9zM0 5h7v2H0zM9 5h7v2H9zM0 9h7v4H0zM9 9h7v4H9zM0 14h7v2H0zM9 14h7v2H9z',
  list: 'M0 0h5v5H0zM7 1h9v3H7zM0 11h5v5H0zM7 12h9v3H7z',
  table: 'M0 0h16v3H0zM0 4.5h16v3H0zM0 9h16v3H0zM0 13.5h16v2.5H0z',
};

export function ViewIcon({ view }: { view: ProductsView }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={SHAPES[view]} />
    </svg>
  );
}
