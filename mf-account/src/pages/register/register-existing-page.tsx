import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { checkIfAccountExists } from '../../api/account.api';
import { GuestOnly } from '../../auth/guest-only';
import { PATHS } from '../../auth/paths';
import { FormError } from '../../forms/form-error';
import { requiredText } from '../../forms/field-rules';
import { TextField } from '../../forms/text-field';
import { useAccountForm } from '../../forms/use-account-form';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import { AreaPage } from '../../layout/area-page';
import { LoginForm } from '../login/login-form';
import formStyles from '../../forms/forms.module.css';
import styles from './register.module.css';

const lookupSchema = z.object({ account: requiredText() });

/** Where registration goes on for an account that does not exist yet, with what was typed. */
function registerNewUrl(account: string, returnUrl: string | null): string {
  const query = new URLSearchParams({ [account.includes('@') ? 'email' : 'phone']: account });
  if (returnUrl !== null) query.set('returnUrl', returnUrl);
  return `${PATHS.registerNew}?${query}`;
}

/**
 * /register/existing: a customer who may already have an account types their email or phone.
 * A known account signs in here; an unknown one goes on to /register/new with it prefilled.
 */
export function RegisterExistingPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [known, setKnown] = useState<string | null>(null);
  return (
    <AreaPage title={t('registerExisting.title')}>
      <GuestOnly>
        <section className={`ap-card ${styles.card}`}>
          {known === null ? (
            <AccountLookup onFound={setKnown} />
          ) : (
            <>
              <div className={styles.found}>
                <p>{t('registerExisting.found', { account: known })}</p>
                <button type="button" className={styles.change} onClick={() => setKnown(null)}>
                  {t('registerExisting.change')}
                </button>
              </div>
              <LoginForm account={known} />
            </>
          )}
        </section>
      </GuestOnly>
    </AreaPage>
  );
}

function AccountLookup({ onFound }: { onFound: (account: string) => void }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { form, formError, submitWith } = useAccountForm(lookupSchema, { account: '' });
  const submit = submitWith(async ({ account }) => {
    if (await checkIfAccountExists({ account })) onFound(account);
    else navigate(registerNewUrl(account, search.get('returnUrl')));
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit}>
        <p className={styles.lead}>{t('registerExisting.lead')}</p>
        <FormError message={formError} />
        <TextField
          name="account"
          label={t('login.account')}
          placeholder={t('login.accountPlaceholder')}
          autoComplete="username"
        />
        <div className={formStyles.actions}>
          <button type="submit" className="ap-button" disabled={form.formState.isSubmitting}>
            {t('registerExisting.continue')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
