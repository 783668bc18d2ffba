import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import {
  accountLinks,
  Breadcrumb,
  LoadState,
  shopLinks,
  useAuthStore,
  useCartStore,
  useLoader,
  usePageMeta,
  type User,
} from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { CheckoutForm } from './checkout-form';
import { GUEST_PREFILL, loadCheckoutPrefill } from './checkout-prefill';
// The cart page's empty block: the same message wherever the cart turns out empty.
import cartStyles from '../cart/cart-page.module.css';
import styles from './checkout-page.module.css';

/** The account area's sign-in, coming back here afterwards. */
const LOGIN_PATH = accountLinks.login.getHref(shopLinks.checkout.getHref());

/** A signed-in customer's checkout, once their saved addresses are known. */
function CustomerCheckout({ user, onPlaced }: { user: User; onPlaced: () => void }) {
  const loaded = useLoader(`checkout-prefill:${user.email}`, () => loadCheckoutPrefill(user));
  return (
    <LoadState loaded={loaded} size="page">
      {(prefill) => <CheckoutForm key={user.email} prefill={prefill} onPlaced={onPlaced} />}
    </LoadState>
  );
}

function EmptyCart() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  return (
    <div className={cartStyles.empty}>
      <p className={cartStyles.emptyTitle}>{t('cart.empty')}</p>
      <p>{t('checkout.emptyCartText')}</p>
      <Link to={shopLinks.products.getHref()} className="ap-button">
        {t('checkout.goShopping')}
      </Link>
    </div>
  );
}

/** /shop/checkout: the RedParts checkout over the cart; an empty cart has nothing to check out. */
export const CheckoutPage = observer(function CheckoutPage() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  usePageMeta({ title: t('checkout.title'), description: t('seo.checkout'), noindex: true });
  const cart = useCartStore();
  const { user } = useAuthStore();
  // The cart is emptied as the success page opens: no "your cart is empty" in between.
  const [placed, setPlaced] = useState(false);
  const onPlaced = () => setPlaced(true);
  let content;
  if (cart.items.length === 0) content = placed ? null : <EmptyCart />;
  else if (user) content = <CustomerCheckout user={user} onPlaced={onPlaced} />;
  else
    content = (
      <>
        <p className={styles.returning}>
          {t('checkout.returningCustomer')} <Link to={LOGIN_PATH}>{t('checkout.logIn')}</Link>
        </p>
        <CheckoutForm prefill={GUEST_PREFILL} onPlaced={onPlaced} />
      </>
    );
  return (
    <div className="ap-container">
      <Breadcrumb
        items={[
          { label: t('breadcrumb.shop'), to: shopLinks.home.getHref() },
          { label: t('checkout.title') },
        ]}
      />
      <h1 className="ap-page-title">{t('checkout.title')}</h1>
      {content}
    </div>
  );
});
