import { Link, useNavigate, useSearchParams } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import {
  Form,
  formStyles,
  SubmitButton,
  useFormKit,
  withConfirmedPassword,
  type FormOutput,
} from '@autoparts/shared/forms';
import { accountLinks, usePageMeta } from '@autoparts/shared';
import { resetPassword } from '../../api/account.api';
import { NewPasswordFields } from '../../components/new-password-fields/new-password-fields';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import { AreaPage } from '../../components/account-layout/area-page';
import styles from './forgot-password.module.css';

const newPasswordSchema = withConfirmedPassword({});

/** /forgot-password/set-new?email=..&token=..: the page the emailed reset link opens. */
export function SetNewPasswordPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageMeta({
    title: t('setNewPassword.title'),
    description: t('seo.setNewPassword'),
    noindex: true,
  });
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
            <Link to={accountLinks.enterEmail.getHref()} className="ap-button">
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
  const kit = useFormKit(newPasswordSchema, {
    password: '',
    confirmPassword: '',
  });
  const submit = async ({ password }: FormOutput<typeof newPasswordSchema>) => {
    await resetPassword({ email, token, password });
    navigate(accountLinks.setNewPasswordSuccess.getHref(), { replace: true });
  };
  return (
    <Form kit={kit} onSubmit={submit} namespace={ACCOUNT_NAMESPACE}>
      <p className={styles.lead}>{t('setNewPassword.lead', { email })}</p>
      <NewPasswordFields
        label={t('setNewPassword.password')}
        confirmLabel={t('setNewPassword.confirmPassword')}
        username={email}
      />
      <div className={formStyles.actions}>
        <SubmitButton pending={kit.pending}>{t('setNewPassword.submit')}</SubmitButton>
      </div>
    </Form>
  );
}
