import { observer } from 'mobx-react-lite';
import { useTranslation } from '@autoparts/shared/translation';
import { COMMON_NAMESPACE, fitmentBadge, useGarageStore, type Product } from '@autoparts/shared';
import styles from './fitment-flag.module.css';

/**
 * A warning under a line of the cart or the checkout: the part does not fit, or may not fit, the
 * chosen vehicle. A part that fits says nothing here: the line is there to be bought.
 */
export const FitmentFlag = observer(function FitmentFlag({
  product,
}: {
  product: Pick<Product, 'compatibility'>;
}) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const garage = useGarageStore();
  const badge = fitmentBadge(product, garage.currentVehicle);
  if (badge?.fitment !== 'does-not-fit' && badge?.fitment !== 'unknown') return null;
  return (
    <p className={styles.flag} data-fitment={badge.fitment}>
      {t(badge.key, badge.values)}
    </p>
  );
});
