import { useTranslation } from '@autoparts/shared/translation';
import { useAuthStore } from '@autoparts/shared';
import {
  email,
  Form,
  formStyles,
  optionalPhone,
  requiredText,
  SubmitButton,
  TextField,
  useFormKit,
  withConfirmedPassword,
  type FormOutput,
} from '@autoparts/shared/forms';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import { NewPasswordFields } from '../new-password-fields/new-password-fields';

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
  const kit = useFormKit(registerSchema, {
    firstName: '',
    lastName: '',
    email: props.email ?? '',
    phone: props.phone ?? '',
    password: '',
    confirmPassword: '',
  });
  const submit = async ({
    firstName,
    lastName,
    email,
    phone,
    password,
  }: FormOutput<typeof registerSchema>) => {
    await auth.register({ firstName, lastName, email, phone: phone || undefined, password });
  };
  return (
    <Form kit={kit} onSubmit={submit} namespace={ACCOUNT_NAMESPACE}>
      <div className={formStyles.row}>
        <TextField name="firstName" label={t('register.firstName')} autoComplete="given-name" />
        <TextField name="lastName" label={t('register.lastName')} autoComplete="family-name" />
      </div>
      <TextField name="email" type="email" label={t('register.email')} autoComplete="email" />
      <TextField name="phone" type="tel" autoComplete="tel" label={t('register.phone')} optional />
      <NewPasswordFields
        label={t('register.password')}
        confirmLabel={t('register.confirmPassword')}
        row
      />
      <div className={formStyles.actions}>
        <SubmitButton pending={kit.pending}>{t('register.submit')}</SubmitButton>
      </div>
    </Form>
  );
}
