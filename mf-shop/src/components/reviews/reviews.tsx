import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedList, Review } from '@autoparts/shared';
import { getReviews } from '../../api/reviews.api';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import styles from './reviews.module.css';

type ReviewsState =
  { status: 'loading' } | { status: 'ready'; list: PagedList<Review> } | { status: 'error' };

/** A product's reviews, a page at a time (8, newest first), and the form to add one. */
export function Reviews({ productSlug }: { productSlug: string }) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<ReviewsState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getReviews(productSlug, page).then(
      (list) => current && setState({ status: 'ready', list }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [productSlug, page, version]);

  const reload = useCallback(() => setVersion((n) => n + 1), []);
  // A new review is the newest: show the first page, where it now is.
  const onAdded = useCallback(() => {
    setPage(1);
    reload();
  }, [reload]);

  return (
    <section className={styles.reviews} aria-labelledby="product-reviews-title">
      <h2 id="product-reviews-title" className={styles.title}>
        {t('product.reviews.title')}
      </h2>
      {state.status === 'loading' ? (
        <p className={styles.note} role="status">
          {t('product.reviews.loading')}
        </p>
      ) : null}
      {state.status === 'error' ? (
        <div className={styles.note} role="alert">
          <p>{t('product.reviews.loadError')}</p>
          <button type="button" className="ap-button ap-button--secondary" onClick={reload}>
            {t('product.reviews.retry')}
          </button>
        </div>
      ) : null}
      {state.status === 'ready' && state.list.items.length === 0 ? (
        <p className={styles.note}>{t('product.reviews.empty')}</p>
      ) : null}
      {state.status === 'ready' && state.list.items.length > 0 ? (
        <>
          <ReviewList reviews={state.list.items} />
          <ReviewPages page={state.list.page} pages={state.list.pages} onPage={setPage} />
        </>
      ) : null}
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
