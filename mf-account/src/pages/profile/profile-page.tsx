import { observer } from 'mobx-react-lite';
import { useTranslation } from '@autoparts/shared/translation';
import { z } from 'zod/mini';
import { toastNotifier, useAuthStore, usePageMeta, type User } from '@autoparts/shared';
import {
  email,
  Form,
  formStyles,
  optionalPhone,
  requiredText,
  SubmitButton,
  TextField,
  useFormKit,
  type FormOutput,
} from '@autoparts/shared/forms';
import { updateProfile } from '../../api/profile.api';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import styles from '../../components/account-layout/page-card.module.css';

const profileSchema = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  email: email(),
  phone: optionalPhone(),
  // Asked for only when the email changes; the server says when it is missing or wrong.
  currentPassword: z.string(),
});

type ProfileValues = FormOutput<typeof profileSchema>;

const profileValues = ({ firstName, lastName, email, phone }: User): ProfileValues => ({
  firstName,
  lastName,
  email,
  phone,
  currentPassword: '',
});

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** /account/profile: the customer's name, email and phone. */
export const ProfilePage = observer(function ProfilePage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageMeta({ title: t('profile.title'), description: t('seo.profile'), noindex: true });
  const { user } = useAuthStore();
  // The guard renders this page only with a user; null is a session ending right now.
  if (!user) return null;
  return (
    <section className={`ap-card ${styles.card}`} aria-labelledby="account-profile-title">
      <h2 id="account-profile-title" className={styles.title}>
        {t('profile.title')}
      </h2>
      <ProfileForm user={user} />
    </section>
  );
});

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const auth = useAuthStore();
  const kit = useFormKit(profileSchema, profileValues(user));
  const emailChanged = !sameEmail(kit.form.watch('email') ?? '', user.email);
  const submit = async ({ currentPassword, ...values }: ProfileValues) => {
    const saved = await updateProfile(
      sameEmail(values.email, user.email) ? values : { ...values, currentPassword },
    );
    // The header's account menu reads the store: it shows the new name at once.
    auth.setUser(saved);
    kit.form.reset(profileValues(saved));
    toastNotifier.success('profile.saved', { ns: ACCOUNT_NAMESPACE });
  };
  return (
    <Form
      kit={kit}
      onSubmit={submit}
      namespace={ACCOUNT_NAMESPACE}
      labelledBy="account-profile-title"
    >
      <div className={formStyles.row}>
        <TextField name="firstName" label={t('profile.firstName')} autoComplete="given-name" />
        <TextField name="lastName" label={t('profile.lastName')} autoComplete="family-name" />
      </div>
      <TextField name="email" type="email" label={t('profile.email')} autoComplete="email" />
      {emailChanged && (
        <TextField
          name="currentPassword"
          type="password"
          label={t('profile.currentPassword')}
          autoComplete="current-password"
        />
      )}
      <TextField name="phone" type="tel" label={t('profile.phone')} autoComplete="tel" optional />
      <div className={formStyles.actions}>
        <SubmitButton pending={kit.pending}>{t('profile.save')}</SubmitButton>
      </div>
    </Form>
  );
}
