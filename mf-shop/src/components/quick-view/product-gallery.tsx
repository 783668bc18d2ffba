import { useMemo } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import { productImageUrl, type Product } from '@autoparts/shared';
import { Gallery, type GalleryLabels } from '@autoparts/shared/gallery';
import { SHOP_NAMESPACE } from '../../i18n-namespace';

export interface ProductGalleryProps {
  product: Pick<Product, 'name' | 'images'>;
  zoom?: boolean;
  className?: string;
}

/** The shared gallery with the product's images and the shop's texts. */
export function ProductGallery({ product, zoom = true, className }: ProductGalleryProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const images = useMemo(() => product.images.map(productImageUrl), [product.images]);
  const labels: GalleryLabels = {
    loadingError: t('gallery.loadingError'),
    close: t('gallery.close'),
    zoom: t('gallery.zoom'),
    previous: t('gallery.previous'),
    next: t('gallery.next'),
    thumbnails: t('gallery.thumbnails'),
    zoomImage: (position, count) => t('gallery.zoomImage', { position, count }),
    showImage: (position, count) => t('gallery.showImage', { position, count }),
  };
  return (
    <Gallery
      key={images.join('\n')}
      images={images}
      alt={product.name}
      labels={labels}
      zoom={zoom}
      className={className}
    />
  );
}
