import { useState } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import { z } from 'zod/mini';
import { ApiError, Breadcrumb, shopLinks, usePageMeta, type Order } from '@autoparts/shared';
import {
  email,
  Form,
  formStyles,
  requiredText,
  SubmitButton,
  TextField,
  useFormKit,
  type FormOutput,
} from '@autoparts/shared/forms';
import { trackOrder } from '../../api/orders.api';
import { OrderView } from '../../components/order/order-view';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './track-order-page.module.css';

/** Order numbers are short (the server takes at most 20 characters). */
const trackSchema = z.object({ number: requiredText(20), email: email() });

/** /shop/track-order: a guest finds an order by its number and the billing email. */
export function TrackOrderPage() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  usePageMeta({ title: t('trackOrder.title'), description: t('seo.trackOrder'), noindex: true });
  const [order, setOrder] = useState<Order | null>(null);
  const kit = useFormKit(trackSchema, { number: '', email: '' });

  const submit = async (values: FormOutput<typeof trackSchema>) => {
    setOrder(null); // a failed search must not leave the last order on screen
    const found = await trackOrder(values);
    // The kit shows a failure's message above the fields; this key is looked up in the shop's
    // texts, and says nothing of whether the number exists (the server does not tell either).
    if (!found) throw new ApiError(404, null, 'trackOrder.notFound');
    setOrder(found);
  };

  return (
    <div className={`ap-container ${styles.page}`}>
      <Breadcrumb
        items={[
          { label: t('breadcrumb.shop'), to: shopLinks.home.getHref() },
          { label: t('trackOrder.title') },
        ]}
      />
      <section className={`ap-card ${styles.card}`}>
        <h1 id="track-order-title" className={styles.title}>
          {t('trackOrder.title')}
        </h1>
        <p className={styles.lead}>{t('trackOrder.lead')}</p>
        <Form kit={kit} onSubmit={submit} namespace={SHOP_NAMESPACE} labelledBy="track-order-title">
          <TextField name="number" label={t('trackOrder.number')} autoComplete="off" />
          <TextField name="email" type="email" label={t('trackOrder.email')} autoComplete="email" />
          <div className={formStyles.actions}>
            <SubmitButton pending={kit.pending}>{t('trackOrder.submit')}</SubmitButton>
          </div>
        </Form>
      </section>
      {order ? (
        <section className={styles.result} aria-labelledby="track-order-result">
          <h2 id="track-order-result" className={styles.resultTitle}>
            {t('orders.title', { number: order.number })}
          </h2>
          <p role="status">
            {t('trackOrder.found', {
              number: order.number,
              status: t(`orders.status.${order.status}`, { defaultValue: order.status }),
            })}
          </p>
          <OrderView order={order} Heading="h3" />
        </section>
      ) : null}
    </div>
  );
}
