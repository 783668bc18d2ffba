import { useTranslation } from '@autoparts/shared/translation';
import { RadioGroupField } from '@autoparts/shared/forms';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { PAYMENT_METHODS } from '@autoparts/shared/rules';

/** The four ways to pay; the chosen one shows what it means for the shopper. */
export function PaymentMethods() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const choices = PAYMENT_METHODS.map((method) => ({
    value: method,
    // The name as order pages show it; what it asks of the shopper only here.
    label: t(`orders.payment.${method}`),
    description: t(`checkout.payment.${method}`),
  }));
  return <RadioGroupField name="payment" legend={t('checkout.paymentMethod')} choices={choices} />;
}
