import { useId } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import type { Address, Order } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { useOrderFormat } from './use-order-format';
import type { HeadingLevel } from './heading-level';
import styles from './order.module.css';

function AddressCard({
  title,
  address,
  Heading,
}: {
  title: string;
  address: Address;
  Heading: HeadingLevel;
}) {
  const format = useOrderFormat();
  const titleId = useId();
  const place = [address.city, address.state, address.postcode].filter(Boolean).join(', ');
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.cardTitle}>
        {title}
      </Heading>
      <address className={styles.address}>
        <strong>
          {address.firstName} {address.lastName}
        </strong>
        {[
          address.company,
          address.address1,
          address.address2,
          place,
          format.country(address.country),
        ]
          .filter(Boolean)
          .map((line, index) => (
            <span key={index}>{line}</span>
          ))}
        {address.phone ? <span>{address.phone}</span> : null}
        {address.email ? <span>{address.email}</span> : null}
      </address>
    </section>
  );
}

export interface OrderAddressesProps {
  order: Pick<Order, 'shippingAddress' | 'billingAddress'>;
  Heading: HeadingLevel;
}

/** Where the order goes and who pays for it, as they were when it was placed. */
export function OrderAddresses({ order, Heading }: OrderAddressesProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  return (
    <div className={styles.addresses}>
      <AddressCard
        title={t('orders.shippingAddress')}
        address={order.shippingAddress}
        Heading={Heading}
      />
      <AddressCard
        title={t('orders.billingAddress')}
        address={order.billingAddress}
        Heading={Heading}
      />
    </div>
  );
}
