import { formStyles, TextField } from '@autoparts/shared/forms';

export interface NewPasswordFieldsProps {
  label: string;
  confirmLabel: string;
  /** The account's email: lets a password manager file the new password under it. */
  username?: string;
  /** Side by side where there is room (registration), else one under the other. */
  row?: boolean;
}

/** A new password typed twice, for a form on `withConfirmedPassword`. */
export function NewPasswordFields({ label, confirmLabel, username, row }: NewPasswordFieldsProps) {
  const fields = (
    <>
      <TextField
        name="password"
        type="password"
        label={label}
        autoComplete="new-password"
        deps={['confirmPassword']}
      />
      <TextField
        name="confirmPassword"
        type="password"
        label={confirmLabel}
        autoComplete="new-password"
      />
    </>
  );
  return (
    <>
      {username !== undefined && (
        <input type="hidden" name="username" autoComplete="username" value={username} readOnly />
      )}
      {row ? <div className={formStyles.row}>{fields}</div> : fields}
    </>
  );
}
