import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@autoparts/shared/translation';
import type { Address } from '@autoparts/shared';
import { FieldLabel, formStyles, toAddressValues } from '@autoparts/shared/forms';
import { SHOP_NAMESPACE } from '../../i18n-namespace';

export interface SavedAddressSelectProps {
  /** The address block it fills: 'billingAddress' or 'shippingAddress'. */
  prefix: string;
  addresses: readonly Address[];
  /** The address the block started from. */
  initialId: number | null;
}

const describe = (address: Address) =>
  [`${address.firstName} ${address.lastName}`, address.address1, address.city, address.postcode]
    .filter((part) => part.trim() !== '')
    .join(', ');

/**
 * A signed-in customer's address book as a shortcut: choosing one copies it into the fields
 * below, which stay editable (the order keeps its own copy, the book is not changed).
 */
export function SavedAddressSelect({ prefix, addresses, initialId }: SavedAddressSelectProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const { setValue } = useFormContext();
  const id = useId();
  const [chosen, setChosen] = useState(initialId === null ? '' : String(initialId));

  const choose = (value: string) => {
    setChosen(value);
    const address = addresses.find((entry) => String(entry.id) === value);
    if (!address) return;
    for (const [field, text] of Object.entries(toAddressValues(address))) {
      setValue(`${prefix}.${field}`, text, { shouldDirty: true, shouldValidate: true });
    }
  };

  return (
    <div className={formStyles.field}>
      <FieldLabel htmlFor={id} label={t('checkout.savedAddresses')} />
      <select
        id={id}
        className="ap-input"
        value={chosen}
        onChange={(event) => choose(event.target.value)}
      >
        <option value="">{t('checkout.chooseAddress')}</option>
        {addresses.map((address) => (
          <option key={address.id} value={address.id}>
            {address.default
              ? t('checkout.defaultAddress', { address: describe(address) })
              : describe(address)}
          </option>
        ))}
      </select>
    </div>
  );
}
