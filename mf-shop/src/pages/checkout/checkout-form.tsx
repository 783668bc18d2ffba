import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { shopLinks, useCartStore, useGarageStore } from '@autoparts/shared';
import { FIELD_MAX, Form, SubmitButton, TextAreaField, useFormKit } from '@autoparts/shared/forms';
import { newIdempotencyKey, placeOrder } from '../../api/checkout.api';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { BillingSection, ShippingSection } from './address-sections';
import type { CheckoutPrefill } from './checkout-prefill';
import {
  checkoutDefaults,
  checkoutSchema,
  toNewOrder,
  type CheckoutValues,
} from './checkout-schema';
import { lineErrorsOf, type LineErrors } from './line-errors';
import { OrderSummary } from './order-summary';
import { PaymentMethods } from './payment-methods';
import { TermsField } from './terms-field';
import styles from './checkout-page.module.css';

const ORDER_TITLE_ID = 'checkout-order-title';

/**
 * Billing (and maybe shipping) details, order notes, the order, payment and terms; Place Order
 * sends the cart's lines and lands on the order's success page.
 */
export const CheckoutForm = observer(function CheckoutForm({
  prefill,
  onPlaced,
}: {
  prefill: CheckoutPrefill;
  /** The order is placed and the success page is on its way. */
  onPlaced: () => void;
}) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const cart = useCartStore();
  const garage = useGarageStore();
  const navigate = useNavigate();
  const kit = useFormKit(checkoutSchema, checkoutDefaults(prefill.address));
  // One key for this checkout: a retry after a lost answer is then recognised as the same order.
  // A refused order was not recorded under it, so it also serves the corrected one.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [lineErrors, setLineErrors] = useState<LineErrors>({});

  const submit = async (values: CheckoutValues) => {
    const sent = [...cart.items];
    setLineErrors({});
    try {
      const order = await placeOrder(
        toNewOrder(values, sent, garage.currentVehicle),
        idempotencyKey,
      );
      onPlaced();
      navigate(shopLinks.orderSuccess.getHref(order.token));
      // Only now: until the shop has the order, the cart is the shopper's only copy of it.
      cart.clear();
    } catch (error) {
      setLineErrors(lineErrorsOf(error, sent));
      throw error; // the kit shows the title and the field errors
    }
  };

  return (
    <Form kit={kit} onSubmit={submit} namespace={SHOP_NAMESPACE}>
      {/* Inside the form, so its error stands above both columns. */}
      <div className={styles.layout}>
        <div className={`ap-card ${styles.details}`}>
          <BillingSection saved={prefill.saved} savedId={prefill.savedId} />
          <ShippingSection saved={prefill.saved} savedId={prefill.savedId} />
          <TextAreaField
            name="comment"
            label={t('checkout.notes')}
            placeholder={t('checkout.notesPlaceholder', { max: FIELD_MAX.orderNote })}
            optional
          />
        </div>
        <section className={`ap-card ${styles.order}`} aria-labelledby={ORDER_TITLE_ID}>
          <h2 id={ORDER_TITLE_ID} className={styles.sectionTitle}>
            {t('checkout.yourOrder')}
          </h2>
          <OrderSummary lineErrors={lineErrors} labelledBy={ORDER_TITLE_ID} />
          <PaymentMethods />
          <TermsField />
          <SubmitButton pending={kit.pending} className={`ap-button ${styles.placeOrder}`}>
            {t(kit.pending ? 'checkout.placingOrder' : 'checkout.placeOrder')}
          </SubmitButton>
        </section>
      </div>
    </Form>
  );
});
