import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@autoparts/shared/translation';
import {
  COMMON_NAMESPACE,
  useCartStore,
  useCompareStore,
  useWishlistStore,
  type Product,
} from '@autoparts/shared';
import { Stepper } from '@autoparts/shared/stepper';
import { OptionForm, isSelectionComplete, selectedOptions } from '@autoparts/shared/option-form';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { CompareIcon, HeartIcon } from '../product-card/icons';
import styles from './purchase-form.module.css';

/** Spec §5: the quantity is at least 1 and starts at 1. */
export const MIN_QUANTITY = 1;

type AddError = 'ERROR_ADD_TO_CART_QUANTITY' | 'ERROR_ADD_TO_CART_OPTIONS';

/** Why an add cannot go ahead, or null when it can (spec §5: quantity first, then options). */
export function addToCartError(
  product: Pick<Product, 'options'>,
  quantity: number | null,
  selection: Record<string, string>,
): AddError | null {
  if (quantity === null || !Number.isInteger(quantity) || quantity < MIN_QUANTITY) {
    return 'ERROR_ADD_TO_CART_QUANTITY';
  }
  if (!isSelectionComplete(product.options, selection)) return 'ERROR_ADD_TO_CART_OPTIONS';
  return null;
}

/**
 * Options, quantity and the add to cart, wish list and compare buttons of the product page and
 * the quick view. An add while the same product is being added does nothing.
 */
export const PurchaseForm = observer(function PurchaseForm({ product }: { product: Product }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const cart = useCartStore();
  const wishlist = useWishlistStore();
  const compare = useCompareStore();
  const [selection, setSelection] = useState<Record<string, string>>({});
  const [quantity, setQuantity] = useState<number | null>(MIN_QUANTITY);
  const [error, setError] = useState<AddError | null>(null);
  const adding = cart.isAdding(product.id);
  const inWishlist = wishlist.has(product.id);
  const inCompare = compare.has(product.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (cart.isAdding(product.id)) return;
    const problem = addToCartError(product, quantity, selection);
    setError(problem);
    if (problem || quantity === null) return;
    void cart.add(product, quantity, selectedOptions(product.options, selection));
  };

  const chooseOptions = (next: Record<string, string>) => {
    setSelection(next);
    if (error === 'ERROR_ADD_TO_CART_OPTIONS' && isSelectionComplete(product.options, next)) {
      setError(null);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {product.options.length > 0 ? (
        <OptionForm
          options={product.options}
          value={selection}
          onChange={chooseOptions}
          showErrors={error === 'ERROR_ADD_TO_CART_OPTIONS'}
          requiredMessage={t('ERROR_FORM_REQUIRED', { ns: COMMON_NAMESPACE })}
        />
      ) : null}
      <div className={styles.actions}>
        <div className={styles.quantity}>
          <span className={styles.label} aria-hidden="true">
            {t('product.quantity')}
          </span>
          <Stepper
            value={quantity}
            onChange={(next) => {
              setQuantity(next);
              if (error === 'ERROR_ADD_TO_CART_QUANTITY' && next !== null) setError(null);
            }}
            min={MIN_QUANTITY}
            size="lg"
            invalid={error === 'ERROR_ADD_TO_CART_QUANTITY'}
            labels={{
              value: t('product.quantity'),
              decrease: t('product.decrease'),
              increase: t('product.increase'),
            }}
          />
        </div>
        <button type="submit" className={`ap-button ${styles.addToCart}`} disabled={adding}>
          {t(adding ? 'product.adding' : 'product.addToCart')}
        </button>
      </div>
      {error ? (
        <p className={styles.alert} role="alert">
          {t(error, { ns: COMMON_NAMESPACE })}
        </p>
      ) : null}
      <div className={styles.secondary}>
        <button
          type="button"
          className={styles.linkButton}
          data-active={inWishlist || undefined}
          disabled={wishlist.isAdding(product.id)}
          onClick={() => void wishlist.add(product)}
        >
          <HeartIcon filled={inWishlist} />
          {t(inWishlist ? 'product.inWishlist' : 'product.addToWishlist')}
        </button>
        <button
          type="button"
          className={styles.linkButton}
          data-active={inCompare || undefined}
          disabled={compare.isAdding(product.id)}
          onClick={() => void compare.add(product)}
        >
          <CompareIcon />
          {t(inCompare ? 'product.inCompare' : 'product.addToCompare')}
        </button>
      </div>
    </form>
  );
});
