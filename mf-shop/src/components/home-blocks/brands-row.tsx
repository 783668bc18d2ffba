import { brandImageUrl, LoadState, shopLinks, useLoader } from '@autoparts/shared';
import { useId } from 'react';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { getBrands } from '../../api/brands.api';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './brands-row.module.css';

/** Two full rows at eight (desktop) or four (narrower) logos a row. */
const BRANDS_SHOWN = 16;

/** Brand logos, each listing that brand's products. */
export function BrandsRow() {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const brands = useLoader('home-brands', () => getBrands());
  const titleId = useId();
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId} className="ap-visually-hidden">
        {t('homeBlocks.brands')}
      </h2>
      <LoadState
        loaded={brands}
        className={styles.box}
        loading={
          <ul className={styles.brands}>
            {Array.from({ length: BRANDS_SHOWN }, (_, i) => (
              <li key={i} className={styles.placeholder} aria-hidden="true" />
            ))}
          </ul>
        }
      >
        {(list) => (
          <ul className={styles.brands}>
            {list.slice(0, BRANDS_SHOWN).map((brand) => (
              <li key={brand.slug}>
                <Link
                  to={shopLinks.products.getHref({ brand: [brand.slug] })}
                  className={styles.brand}
                >
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
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
}
