import { useTranslation } from '@autoparts/shared/translation';
import type { StockStatus } from '../../types';
import { StatusPill } from '../status-pill/status-pill';

/** Spec §4: in-stock is a success, out-of-stock a failure, on-backorder a warning. */
export const STOCK_TONES = {
  'in-stock': 'success',
  'out-of-stock': 'failure',
  'on-backorder': 'warning',
} as const satisfies Record<StockStatus, string>;

const STOCK_TEXTS: Record<StockStatus, { key: string; defaultValue: string }> = {
  'in-stock': { key: 'TEXT_STOCK_IN_STOCK', defaultValue: 'In Stock' },
  'out-of-stock': { key: 'TEXT_STOCK_OUT_OF_STOCK', defaultValue: 'Out of Stock' },
  'on-backorder': { key: 'TEXT_STOCK_ON_BACKORDER', defaultValue: 'On Backorder' },
};

export interface StockBadgeProps {
  stock: StockStatus;
  className?: string;
}

/** A small coloured pill with the stock state; an unknown state shows nothing rather than a guess. */
export function StockBadge({ stock, className }: StockBadgeProps) {
  const { t } = useTranslation();
  const text = STOCK_TEXTS[stock];
  if (!text) return null;
  const tone = STOCK_TONES[stock];
  return (
    <StatusPill tone={tone} className={className}>
      {t(text.key, { defaultValue: text.defaultValue })}
    </StatusPill>
  );
}
