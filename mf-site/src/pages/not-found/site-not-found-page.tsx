import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './site-not-found-page.module.css';

// The shop's search results page (spec link builder /shop/category/products, query as filter_q).
const SHOP_SEARCH = '/shop/category/products';

/** The spec's 404 page: /site/not-found, and any address under /site that is no page. */
export function SiteNotFoundPage() {
  const { t } = useTranslation('site');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  const search = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    navigate(text ? `${SHOP_SEARCH}?filter_q=${encodeURIComponent(text)}` : SHOP_SEARCH);
  };

  return (
    <div className={`ap-container ${styles.page}`}>
      <title>{`${t('notFound.title')} — ${t('meta.siteName')}`}</title>
      <p className={styles.code}>{t('notFound.code')}</p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <form role="search" className={styles.search} onSubmit={search}>
        <input
          type="search"
          className="ap-input"
          aria-label={t('notFound.searchLabel')}
          placeholder={t('notFound.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className="ap-button">
          {t('notFound.searchSubmit')}
        </button>
      </form>
      <p className={styles.text}>{t('notFound.orGoHome')}</p>
      <Link to="/" className="ap-button ap-button--secondary">
        {t('notFound.goHome')}
      </Link>
    </div>
  );
}
