import { useTranslation } from '@autoparts/shared/translation';
import { SHOP_NAMESPACE } from '../../i18n-namespace';
import { EyeIcon } from './icons';

/** The eye button that opens a product's quick view: on every card and every table row. */
export function QuickViewButton({
  onClick,
  className,
}: {
  onClick: () => void;
  className?: string;
}) {
  const { t } = useTranslation(SHOP_NAMESPACE);
  return (
    <button
      type="button"
      className={className}
      aria-label={t('card.quickView')}
      title={t('card.quickView')}
      onClick={onClick}
    >
      <EyeIcon />
    </button>
  );
}
