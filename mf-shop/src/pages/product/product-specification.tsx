import { useTranslation } from '@autoparts/shared/translation';
import type { Product } from '@autoparts/shared';
import { CrossReferenceTable } from '../../components/cross-reference/cross-reference-table';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import styles from './product-page.module.css';

/**
 * The product type's attribute groups, each attribute with the product's values, then the part's
 * cross-reference numbers.
 */
export function ProductSpecification({ product }: { product: Product }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const bySlug = new Map(product.attributes.map((attribute) => [attribute.slug, attribute]));
  const groups = product.type.attributeGroups
    .map((group) => ({
      ...group,
      rows: group.attributes.flatMap((slug) => {
        const attribute = bySlug.get(slug);
        return attribute && attribute.values.length > 0 ? [attribute] : [];
      }),
    }))
    .filter((group) => group.rows.length > 0);

  return (
    <div className={styles.specification}>
      {groups.length === 0 ? <p>{t('product.specification.empty')}</p> : null}
      {groups.map((group) => (
        <section key={group.slug} className={styles.specGroup}>
          <h3 className={styles.specTitle}>{group.name}</h3>
          <dl className={styles.specRows}>
            {group.rows.map((attribute) => (
              <div key={attribute.slug} className={styles.specRow}>
                <dt>{attribute.name}</dt>
                <dd>{attribute.values.map((value) => value.name).join(', ')}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <CrossReferenceTable product={product} />
    </div>
  );
}
