import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { Breadcrumb, shopLinks, type Product } from '@autoparts/shared';
import { CartIcon } from '../../components/product-card/icons';
import { useAddToCart } from '../../components/product-card/use-add-to-cart';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './list-actions.module.css';

// What the wish list and compare pages have in common: the page frame, the empty state and the
// two actions on each product.

export interface SavedListPageProps {
  title: string;
  empty: { title: string; text: string };
  isEmpty: boolean;
  /** Buttons beside the title (e.g. "Clear list"); shown only when the list has products. */
  actions?: ReactNode;
  children: ReactNode;
}

export function SavedListPage({ title, empty, isEmpty, actions, children }: SavedListPageProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  return (
    <div className={`ap-container ${styles.page}`}>
      <Breadcrumb
        items={[{ label: t('breadcrumb.shop'), to: shopLinks.home.getHref() }, { label: title }]}
      />
      <div className={styles.header}>
        <h1 className="ap-page-title">{title}</h1>
        {!isEmpty && actions}
      </div>
      {isEmpty ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{empty.title}</p>
          <p>{empty.text}</p>
          <Link to={shopLinks.home.getHref()} className="ap-button">
            {t('wishlist.continueShopping')}
          </Link>
        </div>
      ) : (
        children
      )}
    </div>
  );
}

/**
 * Adds one to the cart; a product with options opens the quick view first (they must be
 * chosen, spec §5), as on the product cards.
 */
export const AddToCartButton = observer(function AddToCartButton({
  product,
}: {
  product: Product;
}) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const { isAdding, add } = useAddToCart(product);
  return (
    <button
      type="button"
      className={`ap-button ${styles.addToCart}`}
      disabled={isAdding}
      onClick={add}
    >
      <CartIcon />
      {t('wishlist.addToCart')}
      {/* Many such buttons on one page: the name tells them apart for a screen reader. */}
      <span className="ap-visually-hidden"> {product.name}</span>
    </button>
  );
});
