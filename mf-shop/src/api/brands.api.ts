import { getHttp, QUIET, type Brand } from '@autoparts/shared';
import { productImageUrl } from '../../api/images';

/** The shop's brands (spec §3: a static sample list). Quiet: the row shows its own message. */
export function getBrands(): Promise<Brand[]> {
  return getHttp().get('shop/brands', { context: QUIET }).json();
}

/** Brand logos are served beside the product images, under brands/ (see mock/README.md). */
export function brandImageUrl(file: string): string {
  return productImageUrl('').replace(/products\/$/, `brands/${encodeURIComponent(file)}`);
}
