import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@autoparts/shared/translation';
import { Link, useNavigate } from '../../router';
import { shopLinks } from '../../contracts/links';
import { COMMON_NAMESPACE } from '../../i18n';
import { notFoundMeta, usePageMeta } from '../../seo';
import styles from './not-found.module.css';

export interface NotFoundProps {
  /** More ways on, beside the way home (an area's own start page, say). */
  children?: ReactNode;
}

/**
 * The storefront's one 404 look (spec: 'Oops! Error 404', 'Page Not Found', a search box and a
 * 'Go To Home Page' button), shown by the shell and by every area for addresses that lead nowhere.
 */
export function NotFound({ children }: NotFoundProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const navigate = useNavigate();
  const searchId = useId();
  const [query, setQuery] = useState('');
  // An address that leads nowhere is no page to index, whichever area answers it.
  usePageMeta(notFoundMeta(t('notFound.title'), t('notFound.text')));

  const search = (event: FormEvent) => {
    event.preventDefault();
    // The search box leads to the shop's product list, searched by name.
    navigate(shopLinks.products.getHref({ q: query.trim() }));
  };

  return (
    <div className={`ap-container ${styles.page}`}>
      <p className={styles.code}>{t('notFound.code')}</p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <form role="search" className={styles.search} onSubmit={search}>
        <label className="ap-visually-hidden" htmlFor={searchId}>
          {t('notFound.searchPlaceholder')}
        </label>
        <input
          id={searchId}
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
      <div className={styles.actions}>
        <Link to="/" className="ap-button ap-button--secondary">
          {t('notFound.goHome')}
        </Link>
        {children}
      </div>
    </div>
  );
}
