import { useTranslation } from 'react-i18next';
import styles from './store-info.module.css';

const BLOCKS = [
  [20, 20, 150, 90],
  [190, 20, 170, 90],
  [380, 20, 120, 90],
  [520, 20, 200, 90],
  [20, 130, 150, 110],
  [380, 130, 140, 110],
  [540, 130, 180, 110],
  [20, 260, 340, 80],
  [380, 260, 340, 80],
] as const;

/**
 * Where the store is, drawn rather than embedded: a map service would be a third-party request
 * and a cookie banner on a page that only needs to show one street corner.
 */
export function StoreMap() {
  const { t } = useTranslation('site');
  return (
    <figure className={styles.map}>
      <svg
        viewBox="0 0 740 360"
        role="img"
        aria-label={t('contact.map.label')}
        preserveAspectRatio="xMidYMid slice"
      >
        <rect width="740" height="360" fill="#e9ecef" />
        {BLOCKS.map(([x, y, w, h]) => (
          <rect key={`${x}-${y}`} x={x} y={y} width={w} height={h} rx="4" fill="#ffffff" />
        ))}
        <rect x="190" y="130" width="170" height="110" rx="4" fill="#cfe8cf" />
        <path d="M0 350 C180 320 300 365 480 345 S700 330 740 350 V360 H0 Z" fill="#bcdcf2" />
        <g fill="#9aa1a8" fontFamily="Roboto, Arial, sans-serif" fontSize="12">
          <text x="30" y="124">
            {t('contact.map.street')}
          </text>
          <text x="200" y="190">
            {t('contact.map.park')}
          </text>
        </g>
        <g transform="translate(450 185)">
          <circle r="26" fill="#e52727" opacity="0.18" />
          <path
            d="M0 12 C-14 -6 -18 -12 -18 -22 A18 18 0 0 1 18 -22 C18 -12 14 -6 0 12Z"
            fill="#e52727"
          />
          <circle cy="-22" r="7" fill="#ffffff" />
        </g>
      </svg>
      <figcaption className={styles.mapCaption}>
        <strong>{t('store.name')}</strong> {t('store.address')}
      </figcaption>
    </figure>
  );
}
