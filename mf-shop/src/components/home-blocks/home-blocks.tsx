import { useRef, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import { useNearViewport, type HomeBlocksProps } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { QuickViewProvider } from '../quick-view/quick-view-context';
import { BrandsRow } from './brands-row';
import { PopularCategories } from './popular-categories';
import { ProductColumns } from './product-columns';
import { ProductListCarousel } from './product-list-carousel';
import { VehicleFinder } from './vehicle-finder';
import styles from './home-blocks.module.css';

type BlockName = 'featured' | 'latest' | 'sale' | 'finder' | 'categories' | 'brands' | 'columns';

const ORDER: Record<HomeBlocksProps['variant'], readonly BlockName[]> = {
  one: ['featured', 'categories', 'sale', 'latest', 'brands', 'columns'],
  two: ['featured', 'finder', 'categories', 'latest', 'sale', 'brands', 'columns'],
};

/** The shop's part of the home pages: product carousels, vehicle finder, categories, brands. */
export function HomeBlocks({ variant }: HomeBlocksProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const blocks: Record<BlockName, () => ReactElement> = {
    // Both home pages open with it, right under the slideshow or the finder.
    featured: () => (
      <ProductListCarousel title={t('homeBlocks.featured')} list="featured" firstScreen />
    ),
    latest: () => <ProductListCarousel title={t('homeBlocks.latest')} list="latest" />,
    sale: () => <ProductListCarousel title={t('homeBlocks.sale')} list="special-offers" />,
    finder: () => <VehicleFinder />,
    categories: () => <PopularCategories />,
    brands: () => <BrandsRow />,
    columns: () => <ProductColumns />,
  };
  return (
    <QuickViewProvider>
      <div className={`ap-container ${styles.blocks}`}>
        {(ORDER[variant] ?? ORDER.two).map((name, i) =>
          i === 0 ? (
            <div key={name} className={styles.block}>
              {blocks[name]()}
            </div>
          ) : (
            <BlockWhenNear key={name}>{blocks[name]()}</BlockWhenNear>
          ),
        )}
      </div>
    </QuickViewProvider>
  );
}

/**
 * A block after the first renders (and asks for its products) as the shopper scrolls towards
 * it: rendering all seven at once tripled the home page's main-thread work on a phone, for
 * blocks below the first screen. Until then it holds about a block's height, so the ones below
 * it stay out of the viewport too.
 */
function BlockWhenNear({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, '200px');
  return (
    <div ref={place} className={near ? styles.block : `${styles.block} ${styles.pending}`}>
      {near ? children : null}
    </div>
  );
}
