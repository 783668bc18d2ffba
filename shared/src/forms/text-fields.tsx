import type { ReactNode } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import { useField } from './use-field';
import styles from './forms.module.css';

interface FieldBase {
  name: string;
  label: ReactNode;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  autoComplete?: string;
  /** The schema's limit as the control's own, so nothing longer can be typed or pasted. */
  maxLength?: number;
}

function Label({
  htmlFor,
  label,
  optional,
}: {
  htmlFor: string;
  label: ReactNode;
  optional?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {optional && <span className={styles.optional}> {t('form.optional')}</span>}
    </label>
  );
}

function FieldError({ id, error }: { id: string; error: string | null }) {
  return error ? (
    <div id={id} className="ap-field-error">
      {error}
    </div>
  ) : null;
}

export interface TextFieldProps extends FieldBase {
  type?: 'text' | 'email' | 'password' | 'tel';
  placeholder?: string;
  /** Fields validated again when this one changes (a confirmation of this value). */
  deps?: string[];
  autoFocus?: boolean;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
}

/** A labelled input of the surrounding kit form. */
export function TextField({
  name,
  label,
  optional,
  type = 'text',
  deps,
  ...input
}: TextFieldProps) {
  const { id, errorId, register, error, describedBy } = useField(name);
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} optional={optional} />
      <input
        id={id}
        type={type}
        className="ap-input"
        aria-required={optional ? undefined : true}
        {...describedBy}
        {...input}
        {...register(name, { deps })}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export interface TextAreaFieldProps extends FieldBase {
  placeholder?: string;
  rows?: number;
}

export function TextAreaField({ name, label, optional, rows = 4, ...input }: TextAreaFieldProps) {
  const { id, errorId, register, error, describedBy } = useField(name);
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} optional={optional} />
      <textarea
        id={id}
        rows={rows}
        className="ap-input"
        aria-required={optional ? undefined : true}
        {...describedBy}
        {...input}
        {...register(name)}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldBase {
  options: readonly SelectOption[];
  /** The first, empty choice ("Select a country..."). */
  placeholder?: string;
  disabled?: boolean;
}

export function SelectField({
  name,
  label,
  optional,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const { id, errorId, register, error, describedBy } = useField(name);
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} optional={optional} />
      <select
        id={id}
        className="ap-input"
        aria-required={optional ? undefined : true}
        {...describedBy}
        {...select}
        {...register(name)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export { FieldError, Label as FieldLabel };
