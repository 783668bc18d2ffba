// First, so the namespace's address is known before the list asks for its texts: the widget
// renders in the account area, which never loads the shop's texts itself.
import '../i18n';
import type { FederatedWidgetModule } from '@autoparts/shared';
import { OrderHistory } from '../components/order/order-history';

/**
 * The account's order history: `<OrderHistory page={n} pageHref={...} orderHref={...} />`, or
 * `<OrderHistory limit={3} orderHref={...} />` for the dashboard's last orders.
 */
export default OrderHistory satisfies FederatedWidgetModule<'shop/OrderHistory'>['default'];
