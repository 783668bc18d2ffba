import { useState } from 'react';
import { useNavigate, useSearchParams } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import {
  Form,
  formStyles,
  requiredText,
  SubmitButton,
  TextField,
  useFormKit,
  type FormOutput,
} from '@autoparts/shared/forms';
import { z } from 'zod/mini';
import { accountLinks, usePageMeta } from '@autoparts/shared';
import { checkIfAccountExists } from '../../api/account.api';
import { GuestOnly } from '../../components/route-guards/guest-only';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import { AreaPage } from '../../components/account-layout/area-page';
import { LoginForm } from '../login/login-form';
import styles from './register.module.css';

const lookupSchema = z.object({ account: requiredText() });

/** Where registration goes on for an account that does not exist yet, with what was typed. */
function registerNewUrl(account: string, returnUrl: string | null): string {
  const typed = account.includes('@') ? { email: account } : { phone: account };
  return accountLinks.registerNew.getHref({ ...typed, returnUrl });
}

/**
 * /register/existing: a customer who may already have an account types their email or phone.
 * A known account signs in here; an unknown one goes on to /register/new with it prefilled.
 */
export function RegisterExistingPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageMeta({
    title: t('registerExisting.title'),
    description: t('seo.registerExisting'),
    noindex: true,
  });
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
  const kit = useFormKit(lookupSchema, { account: '' });
  const submit = async ({ account }: FormOutput<typeof lookupSchema>) => {
    if (await checkIfAccountExists({ account })) onFound(account);
    else navigate(registerNewUrl(account, search.get('returnUrl')));
  };
  return (
    <Form kit={kit} onSubmit={submit} namespace={ACCOUNT_NAMESPACE}>
      <p className={styles.lead}>{t('registerExisting.lead')}</p>
      <TextField
        name="account"
        label={t('login.account')}
        placeholder={t('login.accountPlaceholder')}
        autoComplete="username"
      />
      <div className={formStyles.actions}>
        <SubmitButton pending={kit.pending}>{t('registerExisting.continue')}</SubmitButton>
      </div>
    </Form>
  );
}
