import { observer } from 'mobx-react-lite';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { shopLinks, useCurrencyStore, vehicleLabel, type OrderItem } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { LineImage, LineOptions } from '../line-parts/line-parts';
import lineTable from '../line-table/line-table.module.css';
import styles from './order.module.css';

const OrderLine = observer(function OrderLine({ item }: { item: OrderItem }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const currency = useCurrencyStore();
  const { product, vehicle } = item;
  return (
    <tr className={lineTable.row}>
      <td className={lineTable.imageCell}>
        <LineImage product={product} />
      </td>
      <td>
        <Link to={shopLinks.product.getHref(product.slug)} className={lineTable.name}>
          {product.name}
        </Link>
        <LineOptions options={item.options}>
          {vehicle ? (
            <li>
              {t('orders.boughtFor', { vehicle: `${vehicleLabel(vehicle)} ${vehicle.engine}` })}
            </li>
          ) : null}
        </LineOptions>
      </td>
      <td className={`${lineTable.labelled} ${styles.amount}`} data-label={t('orders.price')}>
        {currency.format(item.price)}
      </td>
      <td className={lineTable.labelled} data-label={t('orders.quantity')}>
        {item.quantity}
      </td>
      <td className={`${lineTable.labelled} ${styles.amount}`} data-label={t('orders.total')}>
        {currency.format(item.total)}
      </td>
    </tr>
  );
});

/** The order's lines as bought: the product snapshot, its options, its vehicle, its prices. */
export function OrderLines({ items }: { items: OrderItem[] }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  return (
    <table className={lineTable.table}>
      <thead>
        <tr>
          <th className={lineTable.imageCell}>
            <span className="ap-visually-hidden">{t('orders.image')}</span>
          </th>
          <th>{t('orders.product')}</th>
          <th>{t('orders.price')}</th>
          <th>{t('orders.quantity')}</th>
          <th>{t('orders.total')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          // The same product may be two lines (other options, another vehicle).
          <OrderLine key={`${item.product.id}-${index}`} item={item} />
        ))}
      </tbody>
    </table>
  );
}
