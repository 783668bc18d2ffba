import { useEffect } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useAuthStore } from '@autoparts/shared';
import { PATHS } from '../../auth/paths';
import { FormError } from '../../forms/form-error';
import { requiredPassword, requiredText } from '../../forms/field-rules';
import { TextField } from '../../forms/text-field';
import { useAccountForm } from '../../forms/use-account-form';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import formStyles from '../../forms/forms.module.css';

/** Spec §5: the account (an email or a phone number) and the password are required. */
const loginSchema = z.object({ account: requiredText(), password: requiredPassword() });

export interface LoginFormProps {
  /** An account already known (register as existing customer). */
  account?: string;
}

/** Signs in; the page around it moves on once the store holds the session. */
export function LoginForm({ account = '' }: LoginFormProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const auth = useAuthStore();
  // The login payload's country is looked up while the visitor types.
  useEffect(() => auth.prepareSignIn(), [auth]);
  const { form, formError, submitWith } = useAccountForm(loginSchema, { account, password: '' });
  const submit = submitWith(async (values) => {
    await auth.login(values);
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit}>
        <FormError message={formError} />
        <TextField
          name="account"
          label={t('login.account')}
          placeholder={t('login.accountPlaceholder')}
          autoComplete="username"
        />
        <TextField
          name="password"
          type="password"
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
        />
        <div className={formStyles.actions}>
          <button type="submit" className="ap-button" disabled={form.formState.isSubmitting}>
            {t('login.submit')}
          </button>
          <Link to={PATHS.forgotPassword} className={formStyles.link}>
            {t('login.forgotPassword')}
          </Link>
        </div>
      </form>
    </FormProvider>
  );
}
