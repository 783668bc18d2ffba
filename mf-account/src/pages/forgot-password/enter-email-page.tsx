import { useState } from 'react';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import {
  email,
  Form,
  formStyles,
  SubmitButton,
  TextField,
  useFormKit,
  type FormOutput,
} from '@autoparts/shared/forms';
import { z } from 'zod/mini';
import { accountLinks, usePageMeta } from '@autoparts/shared';
import { requestPasswordReset } from '../../api/account.api';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import { AreaPage } from '../../components/account-layout/area-page';
import styles from './forgot-password.module.css';

const emailSchema = z.object({ email: email() });

/** /forgot-password/enter-email (and /account/forgot-password): asks for a reset link. */
export function EnterEmailPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageMeta({
    title: t('forgotPassword.title'),
    description: t('seo.forgotPassword'),
    noindex: true,
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const kit = useFormKit(emailSchema, { email: '' });
  const submit = async (values: FormOutput<typeof emailSchema>) => {
    await requestPasswordReset(values);
    setSentTo(values.email);
  };
  return (
    <AreaPage title={t('forgotPassword.title')}>
      <section className={`ap-card ${styles.card}`}>
        {sentTo === null ? (
          <Form kit={kit} onSubmit={submit} namespace={ACCOUNT_NAMESPACE}>
            <p className={styles.lead}>{t('forgotPassword.lead')}</p>
            <TextField
              name="email"
              type="email"
              label={t('forgotPassword.email')}
              autoComplete="email"
            />
            <div className={formStyles.actions}>
              <SubmitButton pending={kit.pending}>{t('forgotPassword.submit')}</SubmitButton>
              <Link to={accountLinks.login.getHref()} className={formStyles.link}>
                {t('forgotPassword.backToLogin')}
              </Link>
            </div>
          </Form>
        ) : (
          <>
            {/* The same words whether or not the email has an account: it cannot be probed. */}
            <p role="status" className={formStyles.notice}>
              {t('forgotPassword.sent', { email: sentTo })}
            </p>
            <Link to={accountLinks.login.getHref()} className="ap-button">
              {t('forgotPassword.backToLogin')}
            </Link>
          </>
        )}
      </section>
    </AreaPage>
  );
}
