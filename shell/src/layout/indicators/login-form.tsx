import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { accountLinks, API_ERROR_MESSAGES, ApiError, useAuthStore } from '@autoparts/shared';
import styles from './indicators.module.css';

const REQUIRED = 'ERROR_FORM_REQUIRED';

/** Spec §5: the account (an email or a phone number) and the password are required. */
const loginSchema = z.object({
  account: z.string().trim().min(1, REQUIRED),
  password: z.string().min(1, REQUIRED),
});

type LoginValues = z.input<typeof loginSchema>;

const FIELDS: readonly FieldPath<LoginValues>[] = ['account', 'password'];

/** A message key of the spec's catalogue is translated; any other server title reads as is. */
const MESSAGE_KEY = /^[A-Z][A-Z0-9_]+$/;

function formErrorOf(error: unknown): string {
  if (error instanceof ApiError) return error.payload?.title ?? error.message;
  return API_ERROR_MESSAGES.default;
}

/** The account menu's sign-in form (spec §2, §5); the menu turns into the account links on success. */
export default function LoginForm({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const auth = useAuthStore();
  // The login payload's country is looked up while the visitor types.
  useEffect(() => auth.prepareSignIn(), [auth]);
  const [formError, setFormError] = useState<string | null>(null);
  // Dirty as the spec means it: edited by the visitor, even if typed back to empty (react-hook-form
  // calls a field clean again once its value equals the default).
  const edited = useRef(new Set<FieldPath<LoginValues>>());
  const { register, handleSubmit, setValue, getValues, getFieldState, formState } =
    useForm<LoginValues>({
      resolver: zodResolver(loginSchema),
      defaultValues: { account: '', password: '' },
      mode: 'all',
    });

  const signIn = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await auth.login({ account: values.account.trim(), password: values.password });
    } catch (error) {
      setFormError(formErrorOf(error));
    }
  });
  const submit = (event: FormEvent) => {
    // Spec §5: a submit marks every field touched, so each problem shows at once.
    for (const name of FIELDS) setValue(name, getValues(name), { shouldTouch: true });
    return signIn(event);
  };

  /** Spec §5: a field's error shows only while it is invalid and dirty or touched. */
  const errorOf = (name: FieldPath<LoginValues>) => {
    const state = getFieldState(name, formState);
    const dirty = state.isDirty || edited.current.has(name);
    return state.invalid && (dirty || state.isTouched) ? state.error?.message : undefined;
  };

  const field = (name: FieldPath<LoginValues>, type: string, autoComplete: string) => {
    const error = errorOf(name);
    const id = `header-login-${name}`;
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t(`login.${name}`)}
        </label>
        <input
          id={id}
          type={type}
          className="ap-input"
          placeholder={t(`login.${name}Placeholder`)}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register(name, { onChange: () => edited.current.add(name) })}
        />
        {error && (
          <p id={`${id}-error`} className="ap-field-error">
            {t(error)}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className={styles.loginForm} noValidate onSubmit={(event) => void submit(event)}>
      <h2 className={styles.panelTitle}>{t('login.title')}</h2>
      {formError && (
        <p className={styles.formError} role="alert">
          {MESSAGE_KEY.test(formError) ? t(formError) : formError}
        </p>
      )}
      {field('account', 'text', 'username')}
      {field('password', 'password', 'current-password')}
      <Link
        to={accountLinks.forgotPassword.getHref()}
        className={styles.forgot}
        onClick={onNavigate}
      >
        {t('login.forgotPassword')}
      </Link>
      <button
        type="submit"
        className={`ap-button ${styles.wide}`}
        disabled={formState.isSubmitting}
      >
        {t('login.submit')}
      </button>
      <div className={styles.divider}>
        <span>{t('login.or')}</span>
      </div>
      <Link
        to={accountLinks.registerNew.getHref()}
        className={`ap-button ap-button--secondary ${styles.wide}`}
        onClick={onNavigate}
      >
        {t('login.createAccount')}
      </Link>
    </form>
  );
}
