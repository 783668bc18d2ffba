import { useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { $ZodType } from 'zod/v4/core';
// Through the package, not a relative path: this subpath is bundled into each area, and ApiError
// must be the singleton's class for `instanceof` to hold.
import { API_ERROR_MESSAGES, ApiError } from '@autoparts/shared';

export interface FormKit<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** The server's error title (or an i18n key) shown above the fields, or null. */
  formError: string | null;
  /** True from a valid submit until its action settles. */
  pending: boolean;
  /**
   * A submit handler: shows every field's problem, then calls `action` only with valid values,
   * and never twice at once (a double click while saving does nothing).
   */
  submitWith(
    action: (values: TOutput) => Promise<void>,
  ): (event?: BaseSyntheticEvent) => Promise<void>;
}

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : API_ERROR_MESSAGES.default;
}

function hasField<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, name: string) {
  return form.getValues(name as Path<T>) !== undefined;
}

/**
 * The storefront's form behaviour (spec §5), once for every form of every area: zod validates on
 * change and blur, a submit shows every problem, and a failed call keeps what was typed, shows the
 * server's title as a form-level error and its per-field messages on the fields it names
 * (`billingAddress.city` reaches a nested field of the same path).
 */
export function useFormKit<TInput extends FieldValues, TOutput>(
  schema: $ZodType<TOutput, TInput>,
  defaultValues: DefaultValues<TInput>,
): FormKit<TInput, TOutput> {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'all',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // A ref as well as state: two clicks in one frame both see the state of the render before.
  const running = useRef(false);

  const showServerErrors = (error: unknown) => {
    setFormError(messageOf(error));
    if (!(error instanceof ApiError) || !error.payload) return;
    for (const [field, messages] of Object.entries(error.payload.errors)) {
      const message = messages[0];
      if (message && hasField(form, field)) {
        form.setError(field as Path<TInput>, { type: 'server', message });
      }
    }
  };

  const submitWith: FormKit<TInput, TOutput>['submitWith'] = (action) => (event) => {
    event?.preventDefault();
    if (running.current) return Promise.resolve();
    return form.handleSubmit(async (valid) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      setFormError(null);
      try {
        await action(valid);
      } catch (error) {
        showServerErrors(error);
      } finally {
        running.current = false;
        setPending(false);
      }
    })(event);
  };

  return { form, formError, pending, submitWith };
}

/** The valid values a schema's form submits (what `onSubmit` receives). */
export type FormOutput<S extends $ZodType> = S extends $ZodType<infer O> ? O : never;
