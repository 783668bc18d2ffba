import { useTranslation } from '@autoparts/shared/translation';
import { FederatedWidget, type FederatedWidgets } from '@autoparts/shared';
import { ACCOUNT_NAMESPACE } from '../../i18n-namespace';
import styles from './order-widgets.module.css';

type OrderWidgetId = 'shop/OrderHistory' | 'shop/OrderDetails';

function Unavailable({ retry }: { retry: () => void }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <div className={styles.unavailable} role="alert">
      <p>{t('orders.unavailable')}</p>
      <button type="button" className="ap-button ap-button--secondary" onClick={retry}>
        {t('orders.retry')}
      </button>
    </div>
  );
}

/**
 * One of the shop's order widgets. Orders are the shop's (DESIGN.md): the account only places
 * them and gives them the account's addresses. When the shop is down, the page keeps working.
 */
export function OrderWidget<Id extends OrderWidgetId>({
  id,
  props,
}: {
  id: Id;
  props: FederatedWidgets[Id];
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <FederatedWidget
      id={id}
      props={props}
      loading={<div className={styles.loading} role="status" aria-label={t('orders.loading')} />}
      failed={(retry) => <Unavailable retry={retry} />}
    />
  );
}
