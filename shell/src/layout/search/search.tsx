import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useNavigate } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { FederatedWidget, shopLinks, useGarageStore, type Vehicle } from '@autoparts/shared';
import { CarIcon, CloseIcon, SearchIcon } from '../indicators/icons';
import styles from './search.module.css';

type Panel = 'none' | 'suggestions' | 'vehicle';

interface Props {
  /** 'dark' sits on the #333 band, 'light' on white. */
  tone?: 'light' | 'dark';
  /** The mobile header's close button; without it there is none. */
  onClose?: () => void;
  autoFocus?: boolean;
  className?: string;
}

export function vehicleName(vehicle: Vehicle): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}

/**
 * The header's search (spec §2, §4): the shop's suggestions under the input and the vehicle
 * picker behind the car button, never both at once. Suggestions close when the focus leaves
 * the search; Escape and a click outside close either. Submitting lists the matching products.
 */
export const Search = observer(function Search({
  tone = 'light',
  onClose,
  autoFocus,
  className,
}: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const garage = useGarageStore();
  const inputId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const vehicleButtonRef = useRef<HTMLButtonElement>(null);
  const [query, setQuery] = useState('');
  const [panel, setPanel] = useState<Panel>('none');
  const vehicle = garage.currentVehicle;

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    if (panel === 'none') return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setPanel('none');
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [panel]);

  const closePanel = () => setPanel('none');
  const closePicker = () => {
    setPanel('none');
    vehicleButtonRef.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPanel('none');
    navigate(shopLinks.products.getHref({ q: query.trim(), vehicle: vehicle?.id }));
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (panel === 'suggestions' && !rootRef.current?.contains(next)) setPanel('none');
  };

  const showSuggestions = query.trim() !== '' && panel === 'suggestions';
  return (
    <div
      ref={rootRef}
      className={[styles.search, styles[tone], className].filter(Boolean).join(' ')}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || panel === 'none') return;
        event.stopPropagation();
        if (panel === 'vehicle') closePicker();
        else closePanel();
      }}
    >
      {/* Named, so it stands apart from the other search landmarks of a page (blog, 404). */}
      <form role="search" aria-label={t('search.label')} className={styles.form} onSubmit={submit}>
        <label className="ap-visually-hidden" htmlFor={inputId}>
          {t('search.label')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          value={query}
          placeholder={
            vehicle
              ? t('search.placeholderVehicle', { vehicle: vehicleName(vehicle) })
              : t('search.placeholder')
          }
          autoComplete="off"
          onChange={(event) => {
            setQuery(event.target.value);
            setPanel('suggestions');
          }}
          onFocus={() => setPanel((current) => (current === 'vehicle' ? current : 'suggestions'))}
        />
        <button
          ref={vehicleButtonRef}
          type="button"
          className={`${styles.vehicleButton} ${vehicle ? styles.vehicleChosen : ''}`}
          aria-expanded={panel === 'vehicle'}
          aria-haspopup="dialog"
          aria-label={
            vehicle
              ? t('search.selectVehicleCurrent', { vehicle: vehicleName(vehicle) })
              : t('search.selectVehicle')
          }
          onClick={() => setPanel((current) => (current === 'vehicle' ? 'none' : 'vehicle'))}
        >
          <CarIcon />
          <span className={styles.vehicleLabel}>
            {vehicle ? vehicleName(vehicle) : t('search.selectVehicle')}
          </span>
        </button>
        <button type="submit" className={styles.submit} aria-label={t('search.submit')}>
          <SearchIcon />
        </button>
        {onClose && (
          <button
            type="button"
            className={styles.close}
            aria-label={t('search.close')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        )}
      </form>
      {showSuggestions && (
        <div className={styles.dropdown}>
          <FederatedWidget
            id="shop/SearchSuggestions"
            props={{ query: query.trim(), onClose: closePanel }}
          />
        </div>
      )}
      {panel === 'vehicle' && (
        <div className={`${styles.dropdown} ${styles.vehicleDropdown}`}>
          <FederatedWidget
            id="vehicle/VehiclePicker"
            props={{ variant: 'dropdown', onClose: closePicker, onSelect: closePicker }}
            loading={
              <div className={styles.pickerLoading} role="status" aria-label={t('area.loading')} />
            }
            failed={<p className={styles.pickerFailed}>{t('search.vehicleUnavailable')}</p>}
          />
        </div>
      )}
    </div>
  );
});
