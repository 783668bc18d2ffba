import { useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { $ZodType } from 'zod/v4/core';
import { API_ERROR_MESSAGES, ApiError } from '@autoparts/shared';

export interface AccountForm<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** The server's error title (or an i18n key) shown above the fields, or null. */
  formError: string | null;
  /** A submit handler: marks every field touched, then calls `action` only with valid values. */
  submitWith(
    action: (values: TOutput) => Promise<void>,
  ): (event?: BaseSyntheticEvent) => Promise<void>;
}

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : API_ERROR_MESSAGES.default;
}

/**
 * The spec's form behaviour (§5), one place for every form of the area: zod validates on change
 * and blur, a submit marks all fields touched so every problem shows, and a failed call shows
 * the server's title as a form-level error plus its per-field messages on fields of this form.
 */
export function useAccountForm<TInput extends FieldValues, TOutput>(
  schema: $ZodType<TOutput, TInput>,
  defaultValues: DefaultValues<TInput>,
): AccountForm<TInput, TOutput> {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'all',
  });
  const [formError, setFormError] = useState<string | null>(null);

  const showServerErrors = (error: unknown) => {
    setFormError(messageOf(error));
    if (!(error instanceof ApiError) || !error.payload) return;
    const fields = Object.keys(form.getValues());
    for (const [field, messages] of Object.entries(error.payload.errors)) {
      const message = messages[0];
      if (message && fields.includes(field)) {
        form.setError(field as Path<TInput>, { type: 'server', message });
      }
    }
  };

  const submitWith: AccountForm<TInput, TOutput>['submitWith'] = (action) => (event) => {
    event?.preventDefault();
    const values = form.getValues();
    for (const name of Object.keys(values) as Path<TInput>[]) {
      form.setValue(name, form.getValues(name), { shouldTouch: true });
    }
    return form.handleSubmit(async (valid) => {
      setFormError(null);
      try {
        await action(valid);
      } catch (error) {
        showServerErrors(error);
      }
    })(event);
  };

  return { form, formError, submitWith };
}
