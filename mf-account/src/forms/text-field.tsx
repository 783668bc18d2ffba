import { useId, type ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useMessage } from './use-message';
import styles from './forms.module.css';

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  /** Fields validated again when this one changes (a confirmation of this value). */
  deps?: string[];
  autoFocus?: boolean;
}

/** A labelled input of the surrounding form; its error shows once the field is dirty or touched. */
export function TextField({ name, label, type = 'text', deps, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const { register, getFieldState, control } = useFormContext();
  const formState = useFormState({ control, name });
  const message = useMessage();
  const { error, isDirty, isTouched } = getFieldState(name, formState);
  const shown = error?.message && (isDirty || isTouched) ? error.message : null;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        className="ap-input"
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? errorId : undefined}
        {...input}
        {...register(name, { deps })}
      />
      {shown && (
        <div id={errorId} className="ap-field-error">
          {message(shown)}
        </div>
      )}
    </div>
  );
}
