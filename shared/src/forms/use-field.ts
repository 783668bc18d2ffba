import { useId, useState } from 'react';
import { useFormContext, useFormState, type RegisterOptions } from 'react-hook-form';
import { useMessage } from './message';

/**
 * A field's ids and its error as the spec shows it (§5): only once the control is dirty or
 * touched, or the form was submitted (a submit marks every field touched). Dirty as the spec
 * means it: edited by the visitor, even if typed back to its first value (react-hook-form calls
 * such a field clean again).
 */
export function useField(name: string) {
  const id = useId();
  const errorId = `${id}-error`;
  const { register: registerField, getFieldState, control } = useFormContext();
  const formState = useFormState({ control, name });
  const message = useMessage();
  const [edited, setEdited] = useState(false);
  const register = (field: string, options?: RegisterOptions) =>
    registerField(field, {
      ...options,
      onChange: (event: unknown) => {
        setEdited(true);
        return options?.onChange?.(event);
      },
    });
  const { error, isDirty, isTouched } = getFieldState(name, formState);
  const dirty = isDirty || edited;
  const visible = error?.message && (dirty || isTouched || formState.submitCount > 0);
  const shown = visible ? message(error.message as string) : null;
  return {
    id,
    errorId,
    register,
    error: shown,
    /** What the control needs so a screen reader hears the error with it. */
    describedBy: {
      'aria-invalid': shown ? true : undefined,
      'aria-describedby': shown ? errorId : undefined,
    } as const,
  };
}
