import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { requestPasswordReset } from '../../api/account.api';
import { PATHS } from '../../auth/paths';
import { FormError } from '../../forms/form-error';
import { email } from '../../forms/field-rules';
import { TextField } from '../../forms/text-field';
import { useAccountForm } from '../../forms/use-account-form';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import { AreaPage } from '../../layout/area-page';
import formStyles from '../../forms/forms.module.css';
import styles from './forgot-password.module.css';

const emailSchema = z.object({ email: email() });

/** /forgot-password/enter-email (and /account/forgot-password): asks for a reset link. */
export function EnterEmailPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, formError, submitWith } = useAccountForm(emailSchema, { email: '' });
  const submit = submitWith(async (values) => {
    await requestPasswordReset(values);
    setSentTo(values.email);
  });
  return (
    <AreaPage title={t('forgotPassword.title')}>
      <section className={`ap-card ${styles.card}`}>
        {sentTo === null ? (
          <FormProvider {...form}>
            <form noValidate onSubmit={submit}>
              <p className={styles.lead}>{t('forgotPassword.lead')}</p>
              <FormError message={formError} />
              <TextField
                name="email"
                type="email"
                label={t('forgotPassword.email')}
                autoComplete="email"
              />
              <div className={formStyles.actions}>
                <button type="submit" className="ap-button" disabled={form.formState.isSubmitting}>
                  {t('forgotPassword.submit')}
                </button>
                <Link to={PATHS.login} className={formStyles.link}>
                  {t('forgotPassword.backToLogin')}
                </Link>
              </div>
            </form>
          </FormProvider>
        ) : (
          <>
            {/* The same words whether or not the email has an account: it cannot be probed. */}
            <p role="status" className={formStyles.notice}>
              {t('forgotPassword.sent', { email: sentTo })}
            </p>
            <Link to={PATHS.login} className="ap-button">
              {t('forgotPassword.backToLogin')}
            </Link>
          </>
        )}
      </section>
    </AreaPage>
  );
}
