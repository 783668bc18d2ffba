import { useState } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import {
  Form,
  SubmitButton,
  TextAreaField,
  TextField,
  useFormKit,
  formStyles,
} from '@autoparts/shared/forms';
import { sendContactMessage } from '../../api/contact.api';
import { CONTACT_LIMITS, type ContactReceipt } from '../../lib/contact-rules';
import { contactFormSchema, type ContactFormValues } from './contact-schema';
import styles from './contact-form.module.css';

const EMPTY: ContactFormValues = { name: '', email: '', subject: '', message: '' };

type Sent = ContactReceipt & Pick<ContactFormValues, 'name' | 'email'>;

/** The contact form on the shared form kit: sent to /api/site/contact, answered in place. */
export function ContactForm({ title }: { title: string }) {
  const { t } = useTranslation('site');
  const [sent, setSent] = useState<Sent | null>(null);
  const kit = useFormKit(contactFormSchema, EMPTY);

  const submit = async ({ subject, ...values }: ContactFormValues) => {
    const receipt = await sendContactMessage({ ...values, subject: subject || undefined });
    setSent({ ...receipt, name: values.name, email: values.email });
    kit.form.reset(EMPTY);
  };

  if (sent) {
    return (
      <div className={styles.success} role="status">
        <h2 className={styles.title}>{t('contact.success.title', { name: sent.name })}</h2>
        <p>{t('contact.success.text', { id: sent.id, email: sent.email })}</p>
        <button
          type="button"
          className="ap-button ap-button--secondary"
          onClick={() => setSent(null)}
        >
          {t('contact.success.again')}
        </button>
      </div>
    );
  }

  return (
    <Form
      kit={kit}
      onSubmit={submit}
      namespace="site"
      className={styles.form}
      labelledBy="contact-form-title"
    >
      <h2 id="contact-form-title" className={styles.title}>
        {title}
      </h2>
      <div className={formStyles.row}>
        <TextField
          name="name"
          label={t('contact.form.name')}
          autoComplete="name"
          maxLength={CONTACT_LIMITS.nameMax}
        />
        <TextField
          name="email"
          type="email"
          label={t('contact.form.email')}
          autoComplete="email"
          maxLength={CONTACT_LIMITS.emailMax}
        />
      </div>
      <TextField
        name="subject"
        label={t('contact.form.subject')}
        optional
        maxLength={CONTACT_LIMITS.subjectMax}
      />
      <TextAreaField
        name="message"
        label={t('contact.form.message')}
        rows={6}
        maxLength={CONTACT_LIMITS.messageMax}
      />
      <SubmitButton pending={kit.pending} className="ap-button">
        {kit.pending ? t('contact.form.sending') : t('contact.form.submit')}
      </SubmitButton>
    </Form>
  );
}
