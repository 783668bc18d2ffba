import { useTranslation } from '@autoparts/shared/translation';
import { ApiError, toastNotifier, useAuthStore, usePageMeta } from '@autoparts/shared';
import {
  Form,
  formStyles,
  requiredPassword,
  SubmitButton,
  TextField,
  useFormKit,
  withConfirmedPassword,
  type FormOutput,
} from '@autoparts/shared/forms';
import { changePassword } from '../../api/password.api';
import { NewPasswordFields } from '../../components/new-password-fields/new-password-fields';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import styles from '../../components/account-layout/page-card.module.css';

const passwordSchema = withConfirmedPassword({ currentPassword: requiredPassword() });

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** The server names the new password `newPassword`; the form calls it `password`. */
function onFormFields(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.payload?.errors.newPassword) return error;
  const { newPassword, ...errors } = error.payload.errors;
  const payload = { ...error.payload, errors: { ...errors, password: newPassword } };
  return new ApiError(error.status, payload, error.message, { cause: error });
}

/** /account/password: the current password, then the new one twice. */
export function PasswordPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageMeta({ title: t('password.title'), description: t('seo.password'), noindex: true });
  const auth = useAuthStore();
  const kit = useFormKit(passwordSchema, EMPTY);
  const submit = async ({ currentPassword, password }: FormOutput<typeof passwordSchema>) => {
    try {
      // The server ends every session of the account; this page carries on with the new pair.
      auth.setTokens(await changePassword({ currentPassword, newPassword: password }));
    } catch (error) {
      throw onFormFields(error);
    }
    kit.form.reset(EMPTY);
    toastNotifier.success('password.changed', { ns: ACCOUNT_NAMESPACE });
  };
  return (
    <section className={`ap-card ${styles.card}`} aria-labelledby="account-password-title">
      <h2 id="account-password-title" className={styles.title}>
        {t('password.title')}
      </h2>
      <Form
        kit={kit}
        onSubmit={submit}
        namespace={ACCOUNT_NAMESPACE}
        labelledBy="account-password-title"
      >
        <TextField
          name="currentPassword"
          type="password"
          label={t('password.current')}
          autoComplete="current-password"
        />
        <NewPasswordFields
          label={t('password.new')}
          confirmLabel={t('password.confirm')}
          username={auth.user?.email ?? ''}
        />
        <div className={formStyles.actions}>
          <SubmitButton pending={kit.pending}>{t('password.submit')}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
