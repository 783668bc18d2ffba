import { useId } from 'react';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
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
import styles from './login-form.module.css';

/** Spec §5: the account (an email or a phone number) and the password are required. */
const loginSchema = z.object({ account: requiredText(), password: requiredPassword() });

export interface LoginFormProps {
  /** An account already known (register as existing customer). */
  account?: string;
  /**
   * 'page': the fields and actions inside a page's card. 'dropdown': the compact form of the
   * header's account menu (account/SignInForm), with its own title and a create-account link.
   */
  variant?: 'page' | 'dropdown';
  /** Called once the store holds the session. */
  onSignedIn?: () => void;
  /** Called when the visitor follows one of the form's links. */
  onNavigate?: () => void;
}

/** Signs in; the page around it moves on once the store holds the session. */
export function LoginForm({
  account = '',
  variant = 'page',
  onSignedIn,
  onNavigate,
}: LoginFormProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const auth = useAuthStore();
  const titleId = useId();
  // The login payload's country is looked up as the visitor starts on the form (sign-in waits
  // for it anyway). Asked for as the form showed, the third-party origin's connection shared a
  // phone's link with the page's own scripts: Lighthouse counted it in the sign-in page's
  // largest paint (3.0 → 3.8 s), and the page's first paint comes after the form is rendered.
  const prepareSignIn = () => auth.prepareSignIn();
  const kit = useFormKit(loginSchema, { account, password: '' });
  const submit = async (values: FormOutput<typeof loginSchema>) => {
    await auth.login(values);
    onSignedIn?.();
  };
  const compact = variant === 'dropdown';
  // The header's form keeps the placeholders it has always shown.
  const texts = compact ? 'login.dropdown' : 'login';
  const fields = (
    <>
      <TextField
        name="account"
        label={t('login.account')}
        placeholder={t(`${texts}.accountPlaceholder`)}
        autoComplete="username"
      />
      <TextField
        name="password"
        type="password"
        label={t('login.password')}
        placeholder={t(`${texts}.passwordPlaceholder`)}
        autoComplete="current-password"
      />
    </>
  );
  const forgotPassword = (
    <Link
      to={accountLinks.forgotPassword.getHref()}
      className={compact ? styles.forgot : formStyles.link}
      onClick={onNavigate}
    >
      {t('login.forgotPassword')}
    </Link>
  );

  if (!compact) {
    return (
      <Form kit={kit} onSubmit={submit} namespace={ACCOUNT_NAMESPACE} onFocus={prepareSignIn}>
        {fields}
        <div className={formStyles.actions}>
          <SubmitButton pending={kit.pending}>{t('login.submit')}</SubmitButton>
          {forgotPassword}
        </div>
      </Form>
    );
  }
  return (
    <div className={styles.dropdown}>
      <h2 id={titleId} className={styles.title}>
        {t('login.dropdown.title')}
      </h2>
      <Form
        kit={kit}
        onSubmit={submit}
        namespace={ACCOUNT_NAMESPACE}
        className={styles.compact}
        labelledBy={titleId}
        onFocus={prepareSignIn}
      >
        {fields}
        {forgotPassword}
        <SubmitButton pending={kit.pending} className={`ap-button ${styles.wide}`}>
          {t('login.submit')}
        </SubmitButton>
        <div className="ap-divider">
          <span>{t('login.dropdown.or')}</span>
        </div>
        <Link
          to={accountLinks.registerNew.getHref()}
          className={`ap-button ap-button--secondary ${styles.wide}`}
          onClick={onNavigate}
        >
          {t('login.dropdown.createAccount')}
        </Link>
      </Form>
    </div>
  );
}
