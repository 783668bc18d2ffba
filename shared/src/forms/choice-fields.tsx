import type { ReactNode } from 'react';
import { useWatch, useFormContext } from 'react-hook-form';
import { useField } from './use-field';
import { FieldError } from './text-fields';
import styles from './forms.module.css';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
}

/** A checkbox of the surrounding kit form (terms, "default address", "ship elsewhere"). */
export function CheckboxField({ name, label }: CheckboxFieldProps) {
  const { id, errorId, register, error, describedBy } = useField(name);
  return (
    <div className={styles.field}>
      <div className={styles.check}>
        <input id={id} type="checkbox" {...describedBy} {...register(name)} />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export interface RadioChoice {
  value: string;
  label: ReactNode;
  /** Shown under the chosen option only, as the checkout shows a payment method's terms. */
  description?: ReactNode;
}

export interface RadioGroupFieldProps {
  name: string;
  legend: ReactNode;
  choices: readonly RadioChoice[];
  /** Hides the legend visually (a heading above already names the group). */
  legendHidden?: boolean;
}

/** A group of radio buttons in a fieldset; the chosen one shows its description. */
export function RadioGroupField({ name, legend, choices, legendHidden }: RadioGroupFieldProps) {
  const { id, errorId, register, error, describedBy } = useField(name);
  const { control } = useFormContext();
  const chosen: unknown = useWatch({ control, name });
  return (
    <fieldset className={styles.radioGroup} {...describedBy}>
      <legend className={legendHidden ? 'ap-visually-hidden' : styles.label}>{legend}</legend>
      {choices.map((choice) => {
        const choiceId = `${id}-${choice.value}`;
        return (
          <div key={choice.value} className={styles.radio}>
            <div className={styles.check}>
              <input id={choiceId} type="radio" value={choice.value} {...register(name)} />
              <label htmlFor={choiceId}>{choice.label}</label>
            </div>
            {choice.description && chosen === choice.value && (
              <div className={styles.radioDescription}>{choice.description}</div>
            )}
          </div>
        );
      })}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
