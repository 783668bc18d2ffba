import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeBlocksProps } from '@autoparts/shared';
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
    featured: () => <ProductListCarousel title={t('homeBlocks.featured')} list="featured" />,
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
        {(ORDER[variant] ?? ORDER.two).map((name) => (
          <div key={name} className={styles.block}>
            {blocks[name]()}
          </div>
        ))}
      </div>
    </QuickViewProvider>
  );
}
