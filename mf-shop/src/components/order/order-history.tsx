import { observer } from 'mobx-react-lite';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import {
  LoadState,
  Pagination,
  shopLinks,
  useCurrencyStore,
  useLoader,
  type Order,
  type OrderHistoryProps,
  type OrdersList,
} from '@autoparts/shared';
import { getOrders, ORDERS_PAGE_SIZE } from '../../api/orders.api';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { OrderStatusBadge } from './order-status';
import { useOrderFormat } from './use-order-format';
import styles from './order.module.css';

// The host reads `page` from its URL: anything but a whole page number is the first page.
const wholeNumber = (value: number | undefined, fallback: number) =>
  value !== undefined && Number.isInteger(value) && value >= 1 ? value : fallback;

const OrderRow = observer(function OrderRow({ order, href }: { order: Order; href: string }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const currency = useCurrencyStore();
  const format = useOrderFormat();
  return (
    <tr>
      <th scope="row">
        <Link to={href}>{t('orders.history.numberLink', { number: order.number })}</Link>
      </th>
      <td>
        <time dateTime={order.createdAt}>{format.date(order.createdAt)}</time>
      </td>
      <td>
        <OrderStatusBadge status={order.status} />
      </td>
      <td className={styles.amount}>{order.quantity}</td>
      <td className={styles.amount}>{currency.format(order.total)}</td>
    </tr>
  );
});

function OrdersTable({ list, orderHref }: { list: OrdersList; orderHref: (id: number) => string }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  return (
    <div className="ap-scroll-x">
      <table className={styles.history}>
        <caption className="ap-visually-hidden">{t('orders.history.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.history.order')}</th>
            <th scope="col">{t('orders.date')}</th>
            <th scope="col">{t('orders.status.label')}</th>
            <th scope="col">{t('orders.history.items')}</th>
            <th scope="col">{t('orders.total')}</th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((order) => (
            <OrderRow key={order.id} order={order} href={orderHref(order.id)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EmptyHistory({ firstPage }: { firstPage: string | null }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  // Past the last page (an old link): the orders exist, the page does not.
  if (firstPage !== null) {
    return (
      <div className={styles.empty}>
        <p>{t('orders.history.pastLastPage')}</p>
        <Link to={firstPage}>{t('orders.history.firstPage')}</Link>
      </div>
    );
  }
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{t('orders.history.empty')}</p>
      <Link to={shopLinks.home.getHref()} className="ap-button">
        {t('orders.history.startShopping')}
      </Link>
    </div>
  );
}

/**
 * The signed-in customer's orders, newest first: a page of 16 with the pager, or with `limit`
 * the last few without one (the dashboard).
 */
export function OrderHistory({ limit, page, pageHref, orderHref }: OrderHistoryProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const query =
    limit !== undefined
      ? { page: 1, limit: wholeNumber(limit, ORDERS_PAGE_SIZE) }
      : { page: wholeNumber(page, 1), limit: ORDERS_PAGE_SIZE };
  const loaded = useLoader(`orders:${query.page}:${query.limit}`, (signal) =>
    getOrders(query, signal),
  );
  return (
    <LoadState loaded={loaded} what={t('orders.history.what')}>
      {(list) =>
        list.items.length === 0 ? (
          <EmptyHistory firstPage={list.total > 0 && pageHref ? pageHref(1) : null} />
        ) : (
          <>
            <OrdersTable list={list} orderHref={orderHref} />
            {limit === undefined && pageHref ? (
              <Pagination
                className={styles.pager}
                page={list.page}
                pages={list.pages}
                hrefOf={pageHref}
              />
            ) : null}
          </>
        )
      }
    </LoadState>
  );
}
