import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@autoparts/shared';
import { sendContactMessage } from '../../api/contact.api';
import type { ContactReceipt } from '../../lib/contact-rules';
import {
  contactFormSchema,
  type ContactField,
  type ContactFormInput,
  type ContactFormValues,
} from './contact-schema';
import { FormField } from './form-field';
import styles from './contact-form.module.css';

const FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];
const EMPTY: ContactFormInput = { name: '', email: '', subject: '', message: '' };

type Sent = ContactReceipt & Pick<ContactFormValues, 'name' | 'email'>;

/** The contact form: checked as the visitor types, sent to /api/site/contact, answered in place. */
export function ContactForm({ title }: { title: string }) {
  const { t } = useTranslation('site');
  const [sent, setSent] = useState<Sent | null>(null);
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async ({ subject, ...values }) => {
    setFailed(false);
    try {
      const receipt = await sendContactMessage({ ...values, subject: subject || undefined });
      setSent({ ...receipt, name: values.name, email: values.email });
      reset(EMPTY);
    } catch (error) {
      // The server's field errors point at the fields; its own words are in the error toast.
      const fields = error instanceof ApiError ? Object.keys(error.payload?.errors ?? {}) : [];
      const known = FIELDS.filter((field) => fields.includes(field));
      known.forEach((field) =>
        setError(field, { type: 'server', message: 'contact.errors.server' }),
      );
      if (known[0]) setFocus(known[0]);
      else setFailed(true);
    }
  });

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
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.title}>
        {title}
      </h2>
      <div className={styles.row}>
        <FormField name="name" label={t('contact.form.name')} required error={errors.name?.message}>
          <input className="ap-input" type="text" autoComplete="name" {...register('name')} />
        </FormField>
        <FormField
          name="email"
          label={t('contact.form.email')}
          required
          error={errors.email?.message}
        >
          <input className="ap-input" type="email" autoComplete="email" {...register('email')} />
        </FormField>
      </div>
      <FormField name="subject" label={t('contact.form.subject')} error={errors.subject?.message}>
        <input className="ap-input" type="text" {...register('subject')} />
      </FormField>
      <FormField
        name="message"
        label={t('contact.form.message')}
        required
        error={errors.message?.message}
      >
        <textarea className={`ap-input ${styles.textarea}`} rows={6} {...register('message')} />
      </FormField>
      {failed && (
        <p className={styles.formError} role="alert">
          {t('contact.errors.failed')}
        </p>
      )}
      <button type="submit" className="ap-button" disabled={isSubmitting}>
        {isSubmitting ? t('contact.form.sending') : t('contact.form.submit')}
      </button>
    </form>
  );
}
