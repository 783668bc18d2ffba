import { useCallback, useState } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import { LoadState, useLoader } from '@autoparts/shared';
import { getReviews } from '../../api/reviews.api';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import styles from './reviews.module.css';

/** A product's reviews, a page at a time (8, newest first), and the form to add one. */
export function Reviews({ productSlug }: { productSlug: string }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const [page, setPage] = useState(1);
  const reviews = useLoader(`reviews:${productSlug}:${page}`, () => getReviews(productSlug, page));
  const { retry } = reviews;
  // A new review is the newest: show the first page, where it now is.
  const onAdded = useCallback(() => {
    setPage(1);
    retry();
  }, [retry]);

  return (
    <section
      className={styles.reviews}
      aria-labelledby="product-reviews-title"
      aria-busy={reviews.status === 'loading'}
    >
      <h2 id="product-reviews-title" className={styles.title}>
        {t('product.reviews.title')}
      </h2>
      <LoadState
        loaded={reviews}
        what={t('product.reviews.what')}
        loading={<p className={styles.note}>{t('product.reviews.loading')}</p>}
      >
        {(list) =>
          list.items.length === 0 ? (
            <p className={styles.note}>{t('product.reviews.empty')}</p>
          ) : (
            <>
              <ReviewList reviews={list.items} />
              <ReviewPages page={list.page} pages={list.pages} onPage={setPage} />
            </>
          )
        }
      </LoadState>
      <ReviewForm productSlug={productSlug} onAdded={onAdded} />
    </section>
  );
}

function ReviewPages(props: { page: number; pages: number; onPage: (page: number) => void }) {
  const { page, pages, onPage } = props;
  const { t } = useTranslation(SHOP_NAMESPACE);
  if (pages <= 1) return null;
  return (
    <nav className={styles.pages} aria-label={t('product.reviews.pages')}>
      <button
        type="button"
        className="ap-button ap-button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('product.reviews.previous')}
      </button>
      <span>{t('product.reviews.page', { page, pages })}</span>
      <button
        type="button"
        className="ap-button ap-button--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('product.reviews.next')}
      </button>
    </nav>
  );
}
