import { useTranslation } from '@autoparts/shared/translation';
import { PhoneIcon } from '../indicators/icons';
import styles from './header.module.css';

/** The header's call-us block (spec §1: the phone shows in the header, top bar and mobile menu). */
export function PhoneBlock() {
  const { t } = useTranslation();
  const phone = t('shell.phone');
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={styles.phone}>
      <PhoneIcon size={30} />
      <span className={styles.phoneText}>
        <span className={styles.phoneCaption}>{t('header.phoneCaption')}</span>
        <span className={styles.phoneNumber}>
          <span dir="ltr">{phone}</span>
        </span>
      </span>
    </a>
  );
}
