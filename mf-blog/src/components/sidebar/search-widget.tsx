import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { useListLink } from '../../lib/use-list-link';
import { Widget } from './widget';
import styles from './sidebar.module.css';

export const SEARCH_MAX_LENGTH = 100;

export function SearchWidget() {
  const { t } = useTranslation('blog');
  const navigate = useNavigate();
  const listLink = useListLink();
  const [searchParams] = useSearchParams();
  const [query, setQuery] = useState(searchParams.get('search') ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(listLink({ search: query.trim() || undefined }));
  };

  return (
    <Widget title={t('sidebar.search')}>
      <form role="search" className={styles.search} onSubmit={submit}>
        <input
          type="search"
          className="ap-input"
          aria-label={t('sidebar.search')}
          placeholder={t('sidebar.searchPlaceholder')}
          maxLength={SEARCH_MAX_LENGTH}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className="ap-button">
          {t('sidebar.searchSubmit')}
        </button>
      </form>
    </Widget>
  );
}
