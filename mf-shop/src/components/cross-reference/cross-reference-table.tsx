import { useTranslation } from '@autoparts/shared/translation';
import type { Product } from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './cross-reference-table.module.css';

export interface CrossReferenceTableProps {
  product: Pick<Product, 'oem' | 'interchange'>;
  /** Shows the first rows only (the quick view), saying how many more the product page lists. */
  limit?: number;
}

/**
 * The OEM numbers a part replaces and other brands' numbers for it, one table: a buyer holding
 * the old part's number looks it up here. Nothing at all when the part lists none.
 */
export function CrossReferenceTable({ product, limit }: CrossReferenceTableProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const rows = [
    ...product.oem.map((ref) => ({ ...ref, kind: 'oem' as const })),
    ...product.interchange.map((ref) => ({ ...ref, kind: 'interchange' as const })),
  ];
  if (rows.length === 0) return null;
  const shown = limit === undefined ? rows : rows.slice(0, limit);
  const more = rows.length - shown.length;

  return (
    <div className={styles.crossReference}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('product.crossReference.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('product.crossReference.number')}</th>
            <th scope="col">{t('product.crossReference.brand')}</th>
            <th scope="col">{t('product.crossReference.kind')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={`${row.kind}|${row.brand}|${row.number}`}>
              <th scope="row" className={styles.number}>
                {row.number}
              </th>
              <td>{row.brand}</td>
              <td>{t(`product.crossReference.${row.kind}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {more > 0 ? (
        <p className={styles.more}>{t('product.crossReference.more', { count: more })}</p>
      ) : null}
    </div>
  );
}
