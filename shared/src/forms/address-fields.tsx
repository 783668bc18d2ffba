import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '@autoparts/shared/translation';
import { z } from 'zod/mini';
import { FIELD_MAX } from '../rules';
import { email, optionalText, postcode, requiredPhone, requiredText } from './field-rules';
import { useCountryOptions } from './countries';
import { SelectField, TextField } from './text-fields';
import styles from './forms.module.css';

/** The fields of an address as a form holds them (spec §3 Address without id and default). */
export const addressShape = {
  firstName: requiredText(),
  lastName: requiredText(),
  company: optionalText(),
  country: z.string().check(z.regex(/^[A-Z]{2}$/, 'ERROR_FORM_REQUIRED')),
  address1: requiredText(FIELD_MAX.addressLine),
  address2: optionalText(FIELD_MAX.addressLine),
  city: requiredText(),
  state: optionalText(),
  postcode: postcode(),
  email: email(),
  phone: requiredPhone(),
};

export const addressSchema = () => z.object(addressShape);

export type AddressFormValues = z.infer<ReturnType<typeof addressSchema>>;

export const EMPTY_ADDRESS: AddressFormValues = {
  firstName: '',
  lastName: '',
  company: '',
  country: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  postcode: '',
  email: '',
  phone: '',
};

/** An address's form values (a saved address or a partial one), every field a string. */
export function toAddressValues(address: Partial<Record<keyof AddressFormValues, unknown>>) {
  const values = { ...EMPTY_ADDRESS };
  for (const key of Object.keys(values) as (keyof AddressFormValues)[]) {
    const value = address[key];
    if (typeof value === 'string') values[key] = value;
  }
  return values;
}

export interface AddressFieldsProps {
  /** Where the address sits in the form's values, e.g. 'billingAddress'; '' for the top level. */
  prefix?: string;
  /** autocomplete section, so a browser fills billing and shipping from different cards. */
  section?: 'billing' | 'shipping';
}

/**
 * The address block of the checkout and of the account's address pages: names, company, the
 * country as a select of the countries list in the page's language, street lines, city, state,
 * postcode, email and phone, with the kit's labels and messages.
 */
export function AddressFields({ prefix = '', section }: AddressFieldsProps) {
  const { t } = useTranslation();
  const countries = useCountryOptions();
  const name = (field: keyof AddressFormValues) => (prefix ? `${prefix}.${field}` : field);
  const auto = (token: string) => (section ? `${section} ${token}` : token);
  const { getValues, setValue } = useFormContext();
  const countryField = name('country');
  const countriesShown = countries.options.length > 0;
  // An uncontrolled select cannot show a chosen country before its option exists: once the list
  // is drawn, the form's value is written to it again.
  useEffect(() => {
    if (countriesShown) setValue(countryField, getValues(countryField) as string);
  }, [countriesShown, countryField, getValues, setValue]);
  return (
    <>
      <div className={styles.row}>
        <TextField
          name={name('firstName')}
          label={t('address.firstName')}
          autoComplete={auto('given-name')}
        />
        <TextField
          name={name('lastName')}
          label={t('address.lastName')}
          autoComplete={auto('family-name')}
        />
      </div>
      <TextField
        name={name('company')}
        label={t('address.company')}
        optional
        autoComplete={auto('organization')}
      />
      <SelectField
        name={name('country')}
        label={t('address.country')}
        options={countries.options}
        placeholder={
          countries.status === 'error' ? t('address.countriesFailed') : t('address.selectCountry')
        }
        autoComplete={auto('country')}
      />
      <TextField
        name={name('address1')}
        label={t('address.address1')}
        autoComplete={auto('address-line1')}
        placeholder={t('address.address1Placeholder')}
      />
      <TextField
        name={name('address2')}
        label={t('address.address2')}
        optional
        autoComplete={auto('address-line2')}
        placeholder={t('address.address2Placeholder')}
      />
      <TextField
        name={name('city')}
        label={t('address.city')}
        autoComplete={auto('address-level2')}
      />
      <div className={styles.row}>
        <TextField
          name={name('state')}
          label={t('address.state')}
          optional
          autoComplete={auto('address-level1')}
        />
        <TextField
          name={name('postcode')}
          label={t('address.postcode')}
          autoComplete={auto('postal-code')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          name={name('email')}
          type="email"
          label={t('address.email')}
          autoComplete={auto('email')}
        />
        <TextField
          name={name('phone')}
          type="tel"
          label={t('address.phone')}
          autoComplete={auto('tel')}
        />
      </div>
    </>
  );
}
