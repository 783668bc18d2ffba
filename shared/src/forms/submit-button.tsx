import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';

export interface SubmitButtonProps {
  children: ReactNode;
  /** True while the form's action runs (the kit's `pending`). */
  pending: boolean;
  className?: string;
}

/** The form's submit: disabled and busy while its action runs, so it cannot be sent twice. */
export function SubmitButton({ children, pending, className = 'ap-button' }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  const busy = pending || isSubmitting;
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy || undefined}>
      {children}
    </button>
  );
}
