import { cloneElement, useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '@autoparts/shared';
import { FIELD_LIMITS, type ContactField } from './contact-schema';
import styles from './contact-form.module.css';

interface FormFieldProps {
  name: ContactField;
  label: string;
  required?: boolean;
  /** An i18n key from the schema or the server mapping. */
  error?: string;
  /** The input, textarea...: it gets the id and the ARIA links to the label and the error. */
  children: ReactElement<Record<string, unknown>>;
}

export function FormField({ name, label, required = false, error, children }: FormFieldProps) {
  // Fallback mode: the spec's ERROR_FORM_REQUIRED lives in the storefront's common namespace.
  const { t } = useTranslation(['site', COMMON_NAMESPACE], { nsMode: 'fallback' });
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className={styles.optional}> {t('contact.form.optional')}</span>
        )}
      </label>
      {cloneElement(children, {
        id,
        'aria-required': required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="ap-field-error">
          {t(error, FIELD_LIMITS[name])}
        </p>
      )}
    </div>
  );
}
