import {
  setFederatedModuleLoader,
  type OrderDetailsProps,
  type OrderHistoryProps,
} from '@autoparts/shared';

/** The shop's order list, reduced to what the host gives it. */
function FakeOrderHistory({ limit, page, pageHref, orderHref }: OrderHistoryProps) {
  return (
    <div>
      <p>{limit ? `The last ${limit} orders` : `Orders, page ${page ?? '(none)'}`}</p>
      <a href={orderHref(5)}>Order 5</a>
      {pageHref && <a href={pageHref(2)}>Page 2</a>}
      {pageHref && <a href={pageHref(1)}>Page 1</a>}
    </div>
  );
}

/** The shop's order page: order 404 is one it does not know. */
function FakeOrderDetails({ orderId, notFound }: OrderDetailsProps) {
  return orderId === 404 ? notFound : <p>Details of order {orderId}</p>;
}

const WIDGETS: Record<string, unknown> = {
  'shop/OrderHistory': { default: FakeOrderHistory },
  'shop/OrderDetails': { default: FakeOrderDetails },
};

/**
 * Stands in for the shop's remote in every test of the file: its order widgets as fakes that show
 * the props they got. `loader` is the federation loader, for a test to make the shop fail.
 */
export function fakeShopWidgets() {
  const loader = jest.fn(async (id: string) => WIDGETS[id]);
  beforeEach(() => {
    loader.mockReset();
    loader.mockImplementation(async (id: string) => WIDGETS[id]);
    setFederatedModuleLoader(loader as Parameters<typeof setFederatedModuleLoader>[0]);
  });
  return { loader };
}
