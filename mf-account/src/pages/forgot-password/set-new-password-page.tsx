import { FormProvider } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '../../api/account.api';
import { PATHS } from '../../auth/paths';
import { FormError } from '../../forms/form-error';
import { withConfirmedPassword } from '../../forms/field-rules';
import { TextField } from '../../forms/text-field';
import { useAccountForm } from '../../forms/use-account-form';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import { AreaPage } from '../../layout/area-page';
import formStyles from '../../forms/forms.module.css';
import styles from './forgot-password.module.css';

const newPasswordSchema = withConfirmedPassword({});

/** /forgot-password/set-new?email=..&token=..: the page the emailed reset link opens. */
export function SetNewPasswordPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [search] = useSearchParams();
  const email = search.get('email')?.trim();
  const token = search.get('token')?.trim();
  return (
    <AreaPage title={t('setNewPassword.title')}>
      <section className={`ap-card ${styles.card}`}>
        {email && token ? (
          <NewPasswordForm email={email} token={token} />
        ) : (
          <>
            <p role="alert">{t('setNewPassword.incompleteLink')}</p>
            <Link to={PATHS.enterEmail} className="ap-button">
              {t('setNewPassword.askAgain')}
            </Link>
          </>
        )}
      </section>
    </AreaPage>
  );
}

function NewPasswordForm({ email, token }: { email: string; token: string }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const navigate = useNavigate();
  const { form, formError, submitWith } = useAccountForm(newPasswordSchema, {
    password: '',
    confirmPassword: '',
  });
  const submit = submitWith(async ({ password }) => {
    await resetPassword({ email, token, password });
    navigate(PATHS.setNewPasswordSuccess, { replace: true });
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit}>
        <p className={styles.lead}>{t('setNewPassword.lead', { email })}</p>
        <FormError message={formError} />
        {/* Lets a password manager file the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
        <TextField
          name="password"
          type="password"
          label={t('setNewPassword.password')}
          autoComplete="new-password"
          deps={['confirmPassword']}
        />
        <TextField
          name="confirmPassword"
          type="password"
          label={t('setNewPassword.confirmPassword')}
          autoComplete="new-password"
        />
        <div className={formStyles.actions}>
          <button type="submit" className="ap-button" disabled={form.formState.isSubmitting}>
            {t('setNewPassword.submit')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
