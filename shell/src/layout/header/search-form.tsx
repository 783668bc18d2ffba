import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGarageStore } from '@autoparts/shared';
import styles from './header.module.css';

/** Opens the product list filtered by the query (the shop's suggestions attach here in issue 5). */
export const SearchForm = observer(function SearchForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const garage = useGarageStore();
  const [query, setQuery] = useState('');
  const vehicle = garage.currentVehicle;
  const placeholder = vehicle
    ? t('search.placeholderVehicle', {
        vehicle: `${vehicle.year} ${vehicle.make} ${vehicle.model}`,
      })
    : t('search.placeholder');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams();
    const text = query.trim();
    if (text) params.set('filter_q', text);
    if (vehicle) params.set('filter_vehicle', String(vehicle.id));
    const search = params.toString();
    navigate(`/shop/category/products${search ? `?${search}` : ''}`);
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label className="ap-visually-hidden" htmlFor="header-search">
        {t('search.label')}
      </label>
      <input
        id="header-search"
        className={styles.searchInput}
        type="search"
        value={query}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className={styles.searchButton}>
        {t('search.submit')}
      </button>
    </form>
  );
});
