import { useSearchParams } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { usePageMeta } from '@autoparts/shared';
import { GuestOnly } from '../../components/route-guards/guest-only';
import { RegisterForm } from '../../components/register-form/register-form';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import { AreaPage } from '../../components/account-layout/area-page';
import styles from './register.module.css';

/** /register/new: the full registration page; ?email= or ?phone= prefill the form. */
export function RegisterNewPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageMeta({ title: t('registerNew.title'), description: t('seo.registerNew'), noindex: true });
  const [search] = useSearchParams();
  return (
    <AreaPage title={t('registerNew.title')}>
      <GuestOnly>
        <section className={`ap-card ${styles.card}`}>
          <p className={styles.lead}>{t('registerNew.lead')}</p>
          <RegisterForm
            email={search.get('email') ?? undefined}
            phone={search.get('phone') ?? undefined}
          />
        </section>
      </GuestOnly>
    </AreaPage>
  );
}
