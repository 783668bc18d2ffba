import { useTranslation } from '@autoparts/shared/translation';
import { useTextList } from '../../lib/use-text-list';
import styles from './store-info.module.css';

interface OpeningHoursRow {
  days: string;
  hours: string;
}

export function OpeningHours() {
  const hours = useTextList<OpeningHoursRow>('store.hours');
  return (
    <table className={styles.hours}>
      <tbody>
        {hours.map((row) => (
          <tr key={row.days}>
            <th scope="row">{row.days}</th>
            <td>{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The shop's address, phone, email and opening hours, the same on every contact page. */
export function StoreDetails() {
  const { t } = useTranslation('site');
  const phone = t('store.phone');
  return (
    <dl className={styles.details}>
      <div>
        <dt>{t('store.addressLabel')}</dt>
        <dd>{t('store.address')}</dd>
      </div>
      <div>
        <dt>{t('store.phoneLabel')}</dt>
        <dd>
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
            {phone}
          </a>
        </dd>
      </div>
      <div>
        <dt>{t('store.emailLabel')}</dt>
        <dd>
          <a href={`mailto:${t('store.email')}`}>{t('store.email')}</a>
        </dd>
      </div>
      <div>
        <dt>{t('store.hoursLabel')}</dt>
        <dd>
          <OpeningHours />
        </dd>
      </div>
    </dl>
  );
}
