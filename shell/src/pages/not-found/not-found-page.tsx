import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    navigate(
      text
        ? `/shop/category/products?filter_q=${encodeURIComponent(text)}`
        : '/shop/category/products',
    );
  };
  return (
    <div className={`ap-container ${styles.page}`}>
      <p className={styles.code}>{t('notFound.code')}</p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <form role="search" className={styles.search} onSubmit={search}>
        <label className="ap-visually-hidden" htmlFor="not-found-search">
          {t('notFound.searchPlaceholder')}
        </label>
        <input
          id="not-found-search"
          type="search"
          className="ap-input"
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
