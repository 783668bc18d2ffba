import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { accountLinks, useAuthStore } from '@autoparts/shared';
import {
  Form,
  formStyles,
  requiredPassword,
  requiredText,
  SubmitButton,
  TextField,
  useFormKit,
  type FormOutput,
} from '@autoparts/shared/forms';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';

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
  const kit = useFormKit(loginSchema, { account, password: '' });
  const submit = async (values: FormOutput<typeof loginSchema>) => {
    await auth.login(values);
  };
  return (
    <Form kit={kit} onSubmit={submit} namespace={ACCOUNT_NAMESPACE}>
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
        <SubmitButton pending={kit.pending}>{t('login.submit')}</SubmitButton>
        <Link to={accountLinks.forgotPassword.getHref()} className={formStyles.link}>
          {t('login.forgotPassword')}
        </Link>
      </div>
    </Form>
  );
}
