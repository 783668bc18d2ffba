// The storefront's one form kit: react-hook-form + zod/mini with the spec's §5 behaviour. A
// subpath of its own, so a page without a form never downloads react-hook-form or zod.
export { useFormKit, type FormKit, type FormOutput } from './use-form-kit';
export { Form, type FormProps } from './form';
export { FormError } from './form-error';
export { useMessage, FormNamespaceContext } from './message';
export { useField } from './use-field';
export {
  TextField,
  TextAreaField,
  SelectField,
  FieldError,
  FieldLabel,
  type TextFieldProps,
  type TextAreaFieldProps,
  type SelectFieldProps,
  type SelectOption,
} from './text-fields';
export {
  CheckboxField,
  RadioGroupField,
  type CheckboxFieldProps,
  type RadioChoice,
  type RadioGroupFieldProps,
} from './choice-fields';
export { SubmitButton, type SubmitButtonProps } from './submit-button';
export * from './field-rules';
export {
  AddressFields,
  addressSchema,
  addressShape,
  toAddressValues,
  EMPTY_ADDRESS,
  type AddressFieldsProps,
  type AddressFormValues,
} from './address-fields';
export { loadCountries, forgetCountries, useCountryOptions } from './countries';
export { MIN_PASSWORD_LENGTH, isPhoneNumber, FIELD_MAX, POSTCODE_PATTERN } from '../rules';
export { default as formStyles } from './forms.module.css';
