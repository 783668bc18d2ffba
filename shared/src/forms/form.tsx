import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { FormError } from './form-error';
import { FormNamespaceContext } from './message';
import type { FormKit } from './use-form-kit';

export interface FormProps<TInput extends FieldValues, TOutput> {
  kit: FormKit<TInput, TOutput>;
  onSubmit(values: TOutput): Promise<void>;
  /** The area's i18n namespace its messages are looked up in before the common one. */
  namespace?: string;
  className?: string;
  /** Names the form for assistive technology (the id of its heading). */
  labelledBy?: string;
  /** Focus entered the form (any field or button): the shopper has started on it. */
  onFocus?: () => void;
  children: ReactNode;
}

/** A form of the kit: its fields, the form-level error above them, and the submit rules. */
export function Form<TInput extends FieldValues, TOutput>({
  kit,
  onSubmit,
  namespace,
  className,
  labelledBy,
  onFocus,
  children,
}: FormProps<TInput, TOutput>) {
  return (
    <FormNamespaceContext.Provider value={namespace ?? null}>
      <FormProvider {...kit.form}>
        <form
          noValidate
          className={className}
          aria-labelledby={labelledBy}
          aria-busy={kit.pending || undefined}
          onFocus={onFocus}
          onSubmit={kit.submitWith(onSubmit)}
        >
          <FormError message={kit.formError} />
          {children}
        </form>
      </FormProvider>
    </FormNamespaceContext.Provider>
  );
}
