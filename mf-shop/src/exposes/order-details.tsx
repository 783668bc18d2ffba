// First, so the namespace's address is known before the order asks for its texts: the widget
// renders in the account area, which never loads the shop's texts itself.
import '../i18n';
import type { FederatedWidgetModule } from '@autoparts/shared';
import { OrderDetails } from '../components/order/order-details';

/** The account's order page: `<OrderDetails orderId={id} notFound={<AccountNotFound />} />`. */
export default OrderDetails satisfies FederatedWidgetModule<'shop/OrderDetails'>['default'];
