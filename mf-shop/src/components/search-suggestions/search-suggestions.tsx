import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import {
  COMMON_NAMESPACE,
  fitmentBadge,
  Price,
  productImageUrl,
  Rating,
  shopLinks,
  useGarageStore,
  type Category,
  type MatchedPartNumber,
  type Product,
  type SearchSuggestions as Suggestions,
  type SuggestedProduct,
  type SearchSuggestionsProps,
} from '@autoparts/shared';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { DidYouMean } from '../did-you-mean/did-you-mean';
import { typedPartOf } from './number-highlight';
import { SUGGESTION_ITEM, useSuggestionKeys } from './use-suggestion-keys';
import { suggestionText, useSuggestions } from './use-suggestions';
import styles from './search-suggestions.module.css';

const item = { [SUGGESTION_ITEM]: '' };

/** "OEM Toyota 04465-33450" under a product found by that number, the typed part marked. */
function MatchedNumberLine({ matched, query }: { matched: MatchedPartNumber; query: string }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const parts = typedPartOf(matched.number, query);
  return (
    <span className={styles.number}>
      {t(`suggestions.numberKind.${matched.kind}`, { brand: matched.brand ?? '' })}{' '}
      <bdi className={styles.numberValue}>
        {parts ? (
          <>
            {parts[0]}
            <mark>{parts[1]}</mark>
            {parts[2]}
          </>
        ) : (
          matched.number
        )}
      </bdi>
    </span>
  );
}

/** "Fits your 2015 Ford Focus" on a suggestion made for the chosen vehicle. */
const FitsYourVehicle = observer(function FitsYourVehicle({ product }: { product: Product }) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const badge = fitmentBadge(product, useGarageStore().currentVehicle);
  if (badge?.fitment !== 'fits') return null;
  return <span className={styles.fits}>{t(badge.key, badge.values)}</span>;
});

function ProductSuggestion(props: {
  product: SuggestedProduct;
  query: string;
  onOpen: () => void;
}) {
  const { product, query, onOpen } = props;
  const { t } = useTranslation(SHOP_NAMESPACE);
  const image = product.images[0];
  return (
    <Link
      to={shopLinks.product.getHref(product.slug)}
      className={styles.product}
      onClick={onOpen}
      {...item}
    >
      <span className={styles.image}>
        {image && (
          <img src={productImageUrl(image)} alt="" width={44} height={44} decoding="async" />
        )}
      </span>
      <span className={styles.productInfo}>
        <span className={styles.name}>{product.name}</span>
        {product.matchedNumber && (
          <MatchedNumberLine matched={product.matchedNumber} query={query} />
        )}
        <FitsYourVehicle product={product} />
        <span className={styles.rating}>
          <Rating value={product.rating} />
          <span className={styles.ratingLabel}>
            {t('suggestions.ratingLabel', {
              rating: Math.round(product.rating * 10) / 10,
              count: product.reviews,
            })}
          </span>
        </span>
      </span>
      <Price
        className={styles.price}
        price={product.price}
        compareAtPrice={product.compareAtPrice}
        size="sm"
      />
    </Link>
  );
}

function CategorySuggestion({ category, onOpen }: { category: Category; onOpen: () => void }) {
  return (
    <Link
      to={shopLinks.products.getHref({ category: category.slug })}
      className={styles.category}
      onClick={onOpen}
      {...item}
    >
      <span className={styles.name}>{category.name}</span>
      {category.parent && <span className={styles.parent}>{category.parent.name}</span>}
    </Link>
  );
}

/**
 * The header search's dropdown (spec §2): up to 3 products and 4 categories matching the text
 * (fitting the current vehicle when one is chosen), a link to every result, and the keyboard
 * use of useSuggestionKeys.
 */
export const SearchSuggestions = observer(function SearchSuggestions({
  query,
  onClose,
}: SearchSuggestionsProps) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const vehicle = useGarageStore().currentVehicle?.id ?? null;
  const suggestions = useSuggestions(query, vehicle);
  const rootRef = useRef<HTMLDivElement>(null);
  const keys = useSuggestionKeys(rootRef, onClose);
  const id = useId();
  const text = suggestionText(query);

  const failed = suggestions.status === 'error' || suggestions.status === 'not-found';
  // The last list stays while the next one loads; a failure shows none.
  const shown: Suggestions | null = failed ? null : (suggestions.data ?? null);
  const count = shown ? shown.products.length + shown.categories.length : 0;
  const status = failed
    ? t('suggestions.error')
    : suggestions.status === 'loading'
      ? t('suggestions.loading')
      : count === 0
        ? t('suggestions.empty', { query: text })
        : t('suggestions.summary', { count });

  return (
    <div
      ref={rootRef}
      className={styles.suggestions}
      aria-label={t('suggestions.label')}
      aria-busy={suggestions.status === 'loading'}
      role="region"
      onKeyDown={keys.onKeyDown}
      onFocus={keys.onFocus}
    >
      {/* Read out as results arrive; shown only when it is the whole content. */}
      <p role="status" className={count > 0 ? 'ap-visually-hidden' : styles.message}>
        {status}
      </p>
      {shown && shown.products.length > 0 && (
        <div className={styles.section}>
          <p id={`${id}-products`} className={styles.title}>
            {t('suggestions.products')}
          </p>
          <ul aria-labelledby={`${id}-products`} className={styles.list}>
            {shown.products.map((product) => (
              <li key={product.id}>
                <ProductSuggestion product={product} query={text} onOpen={onClose} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {shown && shown.categories.length > 0 && (
        <div className={styles.section}>
          <p id={`${id}-categories`} className={styles.title}>
            {t('suggestions.categories')}
          </p>
          <ul aria-labelledby={`${id}-categories`} className={styles.list}>
            {shown.categories.map((category) => (
              <li key={category.id}>
                <CategorySuggestion category={category} onOpen={onClose} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {shown && count === 0 && (
        <DidYouMean
          meant={shown.didYouMean ?? []}
          vehicle={vehicle}
          className={styles.message}
          linkProps={{ onClick: onClose, ...item }}
        />
      )}
      {text && count > 0 && (
        <Link
          to={shopLinks.products.getHref({ q: text, vehicle })}
          className={styles.all}
          onClick={onClose}
          {...item}
        >
          {t('suggestions.all', { query: text })}
        </Link>
      )}
    </div>
  );
});
