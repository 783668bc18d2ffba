import { Link, useParams } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { Breadcrumb, LoadState, shopLinks, useLoader, usePageMeta } from '@autoparts/shared';
import { getOrderByToken } from '../../api/orders.api';
import { OrderView } from '../../components/order/order-view';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './order-success-page.module.css';

/**
 * Why there is no order to show. Not the storefront's 404: the shopper came from a checkout or
 * an email, and is better served by the ways to find the order again.
 */
function NoOrder({ reason }: { reason: 'noToken' | 'unknown' }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  return (
    <section className={`ap-card ${styles.message}`}>
      <h1 className={styles.title}>{t(`orderSuccess.${reason}.title`)}</h1>
      <p>{t(`orderSuccess.${reason}.text`)}</p>
      <div className={styles.actions}>
        <Link to={shopLinks.trackOrder.getHref()} className="ap-button">
          {t('orderSuccess.trackOrder')}
        </Link>
        <Link to={shopLinks.home.getHref()} className="ap-button ap-button--secondary">
          {t('orderSuccess.continueShopping')}
        </Link>
      </div>
    </section>
  );
}

/** The order of the link's token: a reload shows it again, the token being its proof. */
function PlacedOrder({ token }: { token: string }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const loaded = useLoader(`order-success:${token}`, (signal) => getOrderByToken(token, signal));
  return (
    <LoadState
      loaded={loaded}
      notFound={<NoOrder reason="unknown" />}
      size="page"
      what={t('orderSuccess.what')}
    >
      {(order) => (
        <>
          <header className={`ap-card ${styles.message}`}>
            <h1 className={styles.title}>{t('orderSuccess.title')}</h1>
            <p className={styles.lead}>{t('orderSuccess.received')}</p>
            <Link to={shopLinks.home.getHref()} className="ap-button ap-button--secondary">
              {t('orderSuccess.continueShopping')}
            </Link>
          </header>
          <OrderView order={order} />
        </>
      )}
    </LoadState>
  );
}

/** /shop/order-success/:token: where the shopper lands after placing an order. */
export function OrderSuccessPage() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  // The token in its address is the order's proof: no link to share or to index.
  usePageMeta({
    title: t('orderSuccess.title'),
    description: t('seo.orderSuccess'),
    canonical: null,
    noindex: true,
  });
  const { token } = useParams();
  return (
    <div className={`ap-container ${styles.page}`}>
      <Breadcrumb
        items={[
          { label: t('breadcrumb.shop'), to: shopLinks.home.getHref() },
          { label: t('orderSuccess.crumb') },
        ]}
      />
      {token ? <PlacedOrder token={token} /> : <NoOrder reason="noToken" />}
    </div>
  );
}
