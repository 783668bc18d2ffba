import { useNavigate } from '@autoparts/shared/router';
import { shopLinks, useCartStore, type Product } from '@autoparts/shared';
import { useQuickView, type OpenQuickView } from './quick-view-context';

/**
 * Adding from a list: a product without options goes straight to the cart; one with options
 * needs them chosen first (spec §5), so it opens the quick view, or the product page without one.
 */
export function useAddToCart(product: Product, onQuickView?: OpenQuickView) {
  const cart = useCartStore();
  const navigate = useNavigate();
  const contextQuickView = useQuickView();
  const quickView = onQuickView ?? contextQuickView;
  return {
    quickView,
    isAdding: cart.isAdding(product.id),
    add() {
      if (product.options.length === 0) void cart.add(product, 1);
      else if (quickView) quickView(product);
      else navigate(shopLinks.product.getHref(product.slug));
    },
  };
}
