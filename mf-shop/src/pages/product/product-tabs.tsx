import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import { lazyBlock, type Product } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { ProductSpecification } from './product-specification';
import styles from './product-page.module.css';

// The reviews come with their form (react-hook-form, zod/mini: 25 kB) and most visits never open
// them: their code is asked for when a pointer or the focus reaches their tab.
const Reviews = lazyBlock('shop/Reviews', () =>
  import('../../components/reviews/reviews').then((m) => m.Reviews),
);

export const PRODUCT_TABS = ['description', 'specification', 'reviews'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

export interface ProductTabsProps {
  product: Product;
  tab: ProductTab;
  onTab: (tab: ProductTab) => void;
}

/** Description, specification and reviews, as tabs with arrow-key movement (WAI-ARIA tabs). */
export function ProductTabs({ product, tab, onTab }: ProductTabsProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const id = useId();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -Infinity, End: Infinity }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    // Arrows follow the reading direction: in RTL the next tab is to the left.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const signed = Number.isFinite(step) && rtl ? -step : step;
    const index = PRODUCT_TABS.indexOf(tab);
    const next = Number.isFinite(signed)
      ? (index + signed + PRODUCT_TABS.length) % PRODUCT_TABS.length
      : signed < 0
        ? 0
        : PRODUCT_TABS.length - 1;
    const nextTab = PRODUCT_TABS[next] ?? tab;
    onTab(nextTab);
    tabRefs.current[nextTab]?.focus();
  };

  const label = (name: ProductTab) =>
    name === 'reviews'
      ? t('product.tabs.reviews', { count: product.reviews })
      : t(`product.tabs.${name}`);

  return (
    <div className={styles.tabs} id="product-tabs">
      <div
        role="tablist"
        aria-label={t('product.tabs.label')}
        className={styles.tabList}
        onKeyDown={onKeyDown}
      >
        {PRODUCT_TABS.map((name) => (
          <button
            key={name}
            ref={(node) => {
              tabRefs.current[name] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-${name}-tab`}
            aria-controls={`${id}-${name}-panel`}
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => onTab(name)}
            onPointerEnter={name === 'reviews' ? Reviews.preload : undefined}
            onFocus={name === 'reviews' ? Reviews.preload : undefined}
          >
            {label(name)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${tab}-panel`}
        aria-labelledby={`${id}-${tab}-tab`}
        className={styles.panel}
        tabIndex={0}
      >
        {tab === 'description' ? <p className={styles.description}>{product.description}</p> : null}
        {tab === 'specification' ? <ProductSpecification product={product} /> : null}
        {tab === 'reviews' ? <Reviews productSlug={product.slug} /> : null}
      </div>
    </div>
  );
}
