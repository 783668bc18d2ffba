import { useWatch } from 'react-hook-form';
import { useTranslation } from '@autoparts/shared/translation';
import type { Address } from '@autoparts/shared';
import { AddressFields, CheckboxField } from '@autoparts/shared/forms';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { SavedAddressSelect } from './saved-address-select';
import styles from './checkout-page.module.css';

export interface AddressSectionProps {
  /** The signed-in customer's address book ([] for a guest: no select). */
  saved: readonly Address[];
  savedId: number | null;
}

function AddressBlock({
  section,
  title,
  saved,
  savedId,
}: AddressSectionProps & { section: 'billing' | 'shipping'; title: string }) {
  const prefix = `${section}Address`;
  return (
    <fieldset className={styles.fieldset}>
      {/* A heading inside the legend: the fieldset is named by it and it is in the page outline. */}
      <legend>
        <h2 className={styles.sectionTitle}>{title}</h2>
      </legend>
      {saved.length > 0 && (
        <SavedAddressSelect prefix={prefix} addresses={saved} initialId={savedId} />
      )}
      <AddressFields prefix={prefix} section={section} />
    </fieldset>
  );
}

export function BillingSection(props: AddressSectionProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  return <AddressBlock section="billing" title={t('checkout.billingDetails')} {...props} />;
}

/** "Ship to a different address?": the second address block shows (and counts) only when ticked. */
export function ShippingSection(props: AddressSectionProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const shipElsewhere = useWatch({ name: 'shipToDifferentAddress' }) === true;
  return (
    <div className={styles.shipping}>
      <CheckboxField name="shipToDifferentAddress" label={t('checkout.shipToDifferentAddress')} />
      {shipElsewhere && (
        <AddressBlock section="shipping" title={t('checkout.shippingDetails')} {...props} />
      )}
    </div>
  );
}
