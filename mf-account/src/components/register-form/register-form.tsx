import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@autoparts/shared';
import { FormError } from '../../forms/form-error';
import { email, optionalPhone, requiredText, withConfirmedPassword } from '../../forms/field-rules';
import { TextField } from '../../forms/text-field';
import { useAccountForm } from '../../forms/use-account-form';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import formStyles from '../../forms/forms.module.css';

const registerSchema = withConfirmedPassword({
  firstName: requiredText(),
  lastName: requiredText(),
  email: email(),
  phone: optionalPhone(),
});

export interface RegisterFormProps {
  /** Prefilled contact details (a lookup that found no account). */
  email?: string;
  phone?: string;
}

/** Creates an account and signs in with it; the page around it moves on once signed in. */
export function RegisterForm(props: RegisterFormProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const auth = useAuthStore();
  const { form, formError, submitWith } = useAccountForm(registerSchema, {
    firstName: '',
    lastName: '',
    email: props.email ?? '',
    phone: props.phone ?? '',
    password: '',
    confirmPassword: '',
  });
  const submit = submitWith(async ({ firstName, lastName, email, phone, password }) => {
    await auth.register({ firstName, lastName, email, phone: phone || undefined, password });
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit}>
        <FormError message={formError} />
        <div className={formStyles.row}>
          <TextField name="firstName" label={t('register.firstName')} autoComplete="given-name" />
          <TextField name="lastName" label={t('register.lastName')} autoComplete="family-name" />
        </div>
        <TextField name="email" type="email" label={t('register.email')} autoComplete="email" />
        <TextField
          name="phone"
          type="tel"
          autoComplete="tel"
          label={
            <>
              {t('register.phone')}{' '}
              <span className={formStyles.optional}>{t('register.optional')}</span>
            </>
          }
        />
        <div className={formStyles.row}>
          <TextField
            name="password"
            type="password"
            label={t('register.password')}
            autoComplete="new-password"
            deps={['confirmPassword']}
          />
          <TextField
            name="confirmPassword"
            type="password"
            label={t('register.confirmPassword')}
            autoComplete="new-password"
          />
        </div>
        <div className={formStyles.actions}>
          <button type="submit" className="ap-button" disabled={form.formState.isSubmitting}>
            {t('register.submit')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
