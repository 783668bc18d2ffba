import { useTranslation } from '@autoparts/shared/translation';
import styles from './store-info.module.css';

const WIDTH = 1200;
const HEIGHT = 400;
const STREET = 26;
// Block widths along a row and heights down the map; the sums run past the edges on purpose.
const COLUMNS = [150, 210, 170, 240, 190, 160, 220];
const ROWS = [90, 130, 110, 120];
const PARK = { column: 2, row: 1 };
const STORE = { column: 3, row: 1 };

function blocks() {
  const cells: {
    x: number;
    y: number;
    width: number;
    height: number;
    column: number;
    row: number;
  }[] = [];
  let y = -20;
  ROWS.forEach((height, row) => {
    let x = -30;
    COLUMNS.forEach((width, column) => {
      cells.push({ x, y, width, height, column, row });
      x += width + STREET;
    });
    y += height + STREET;
  });
  return cells;
}

const CELLS = blocks();
const storeCell = CELLS.find((c) => c.column === STORE.column && c.row === STORE.row)!;
const parkCell = CELLS.find((c) => c.column === PARK.column && c.row === PARK.row)!;
// The street under the store's row carries the store's address.
const mainStreetY = storeCell.y + storeCell.height + STREET / 2;
const RIVER = `M0 ${HEIGHT - 30} C300 ${HEIGHT - 70} 600 ${HEIGHT} 900 ${HEIGHT - 45} S1150 ${HEIGHT - 60} ${WIDTH} ${HEIGHT - 40} V${HEIGHT} H0 Z`;

/**
 * Where the store is, drawn rather than embedded: a map service would be a third-party request
 * and a cookie banner on a page that only needs to show one street corner.
 */
export function StoreMap() {
  const { t } = useTranslation('site');
  return (
    <figure className={styles.map}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('contact.map.label')}
        preserveAspectRatio="xMidYMid slice"
      >
        <rect width={WIDTH} height={HEIGHT} fill="#e3e6ea" />
        {CELLS.map((cell) => (
          <rect
            key={`${cell.column}-${cell.row}`}
            x={cell.x}
            y={cell.y}
            width={cell.width}
            height={cell.height}
            rx="6"
            fill={cell === parkCell ? '#cfe8cf' : '#ffffff'}
          />
        ))}
        <path d={RIVER} fill="#bcdcf2" />
        <rect x="0" y={mainStreetY - 5} width={WIDTH} height="10" fill="#f6d97a" />
        <g fill="#7d858d" fontFamily="Roboto, Arial, sans-serif" fontSize="14">
          <text x="40" y={mainStreetY - 10}>
            {t('contact.map.street')}
          </text>
          <text x={parkCell.x + 16} y={parkCell.y + 30}>
            {t('contact.map.park')}
          </text>
        </g>
        <g
          transform={`translate(${storeCell.x + storeCell.width / 2} ${storeCell.y + storeCell.height / 2 + 10})`}
        >
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
