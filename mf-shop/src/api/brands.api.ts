import { getHttp, QUIET, type Brand } from '@autoparts/shared';

/** The shop's brands (spec §3: a static sample list). Quiet: the row shows its own message. */
export function getBrands(): Promise<Brand[]> {
  return getHttp().get('shop/brands', { context: QUIET }).json();
}
