import { useId } from 'react';
import type { ProductOption } from '../../types';
import { missingOptions, type OptionSelection } from './option-mapping';
import styles from './option-form.module.css';

export interface OptionFormProps {
  options: readonly ProductOption[];
  value: OptionSelection;
  onChange: (next: Record<string, string>) => void;
  /** Marks the options that still need a value (after a failed submit). */
  showErrors?: boolean;
  /** Text under an option that has no value yet, e.g. the translated ERROR_FORM_REQUIRED. */
  requiredMessage: string;
  disabled?: boolean;
}

// More values than this read better as a drop-down than as a row of buttons.
const MAX_BUTTONS = 6;

/**
 * The product option form (spec §5): every option is required; color options are swatches,
 * other options buttons or, when they have many values, a select.
 */
export function OptionForm({
  options,
  value,
  onChange,
  showErrors = false,
  requiredMessage,
  disabled = false,
}: OptionFormProps) {
  const formId = useId();
  const missing = new Set(missingOptions(options, value).map((o) => o.slug));
  const choose = (optionSlug: string, valueSlug: string) => {
    const next: Record<string, string> = {};
    for (const [key, chosen] of Object.entries(value)) if (chosen !== undefined) next[key] = chosen;
    next[optionSlug] = valueSlug;
    onChange(next);
  };

  return (
    <div className={styles.form}>
      {options.map((option) => {
        const field: FieldProps = {
          option,
          id: `${formId}-${option.slug}`,
          chosen: value[option.slug],
          invalid: showErrors && missing.has(option.slug),
          requiredMessage,
          disabled,
          onChoose: (valueSlug) => choose(option.slug, valueSlug),
        };
        const asSelect = option.type === 'default' && option.values.length > MAX_BUTTONS;
        return asSelect ? (
          <SelectField key={option.slug} {...field} />
        ) : (
          <ChoiceField key={option.slug} {...field} />
        );
      })}
    </div>
  );
}

interface FieldProps {
  option: ProductOption;
  id: string;
  chosen: string | undefined;
  invalid: boolean;
  requiredMessage: string;
  disabled: boolean;
  onChoose: (valueSlug: string) => void;
}

function SelectField({
  option,
  id,
  chosen,
  invalid,
  requiredMessage,
  disabled,
  onChoose,
}: FieldProps) {
  return (
    <div className={styles.option}>
      <label className={styles.legend} htmlFor={id}>
        {option.name}
      </label>
      <select
        id={id}
        className={`ap-input ${styles.select}`}
        value={chosen ?? ''}
        disabled={disabled}
        required
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => onChoose(event.target.value)}
      >
        <option value="" disabled>
          —
        </option>
        {option.values.map((v) => (
          <option key={v.slug} value={v.slug}>
            {v.name}
          </option>
        ))}
      </select>
      {invalid ? <OptionError id={`${id}-error`} message={requiredMessage} /> : null}
    </div>
  );
}

/** A radio group: pill buttons, or colour swatches named by their colour's name. */
function ChoiceField({
  option,
  id,
  chosen,
  invalid,
  requiredMessage,
  disabled,
  onChoose,
}: FieldProps) {
  const color = option.type === 'color';
  return (
    <fieldset
      className={styles.option}
      disabled={disabled}
      aria-describedby={invalid ? `${id}-error` : undefined}
    >
      <legend className={styles.legend}>{option.name}</legend>
      <div className={color ? styles.swatches : styles.buttons}>
        {option.values.map((v) => (
          <label key={v.slug} className={color ? styles.swatch : styles.button} title={v.name}>
            <input
              type="radio"
              className={styles.radio}
              name={id}
              value={v.slug}
              checked={chosen === v.slug}
              required
              aria-invalid={invalid || undefined}
              onChange={() => onChoose(v.slug)}
            />
            {color ? (
              <span
                className={styles.color}
                style={{ backgroundColor: v.color ?? 'transparent' }}
                aria-hidden="true"
              />
            ) : null}
            <span className={color ? 'ap-visually-hidden' : styles.text}>{v.name}</span>
          </label>
        ))}
      </div>
      {invalid ? <OptionError id={`${id}-error`} message={requiredMessage} /> : null}
    </fieldset>
  );
}

function OptionError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="ap-field-error">
      {message}
    </p>
  );
}
