import { brandImageUrl } from '@autoparts/shared';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getBrands } from '../../api/brands.api';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { brandProductsPath } from '../../paths';
import { BlockError } from '../block/block-error';
import { useLoadable } from './use-loadable';
import styles from './brands-row.module.css';

/** Two full rows at eight (desktop) or four (narrower) logos a row. */
const BRANDS_SHOWN = 16;

/** Brand logos, each listing that brand's products. */
export const BrandsRow = observer(function BrandsRow() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const { loadable, retry } = useLoadable(getBrands, 'brands');
  const titleId = useId();
  const brands = loadable.value?.slice(0, BRANDS_SHOWN);
  const failed = loadable.status === 'error' || loadable.status === 'not-found';
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId} className="ap-visually-hidden">
        {t('homeBlocks.brands')}
      </h2>
      {failed ? (
        <BlockError className={styles.error} onRetry={retry} />
      ) : (
        <ul className={styles.brands}>
          {brands
            ? brands.map((brand) => (
                <li key={brand.slug}>
                  <Link to={brandProductsPath(brand.slug)} className={styles.brand}>
                    <img
                      src={brandImageUrl(brand.image)}
                      alt={brand.name}
                      width={144}
                      height={60}
                      loading="lazy"
                      decoding="async"
                    />
                  </Link>
                </li>
              ))
            : Array.from({ length: BRANDS_SHOWN }, (_, i) => (
                <li key={`skeleton-${i}`} className={styles.placeholder} aria-hidden="true" />
              ))}
        </ul>
      )}
    </section>
  );
});
