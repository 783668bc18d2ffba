import { useId } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useMessage } from './message';

/**
 * A field's ids and its error as the spec shows it (§5): only once the control is dirty or
 * touched, or the form was submitted (a submit marks every field touched).
 */
export function useField(name: string) {
  const id = useId();
  const errorId = `${id}-error`;
  const { register, getFieldState, control } = useFormContext();
  const formState = useFormState({ control, name });
  const message = useMessage();
  const { error, isDirty, isTouched } = getFieldState(name, formState);
  const visible = error?.message && (isDirty || isTouched || formState.submitCount > 0);
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
