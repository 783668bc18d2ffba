import { observer } from 'mobx-react-lite';
import { useTranslation } from '@autoparts/shared/translation';
import { shopLinks, useWishlistStore } from '@autoparts/shared';
import { HeartIcon } from './icons';
import { LinkIndicator } from './indicator';

export const WishlistIndicator = observer(function WishlistIndicator() {
  const { t } = useTranslation();
  const count = useWishlistStore().count;
  return (
    <LinkIndicator
      to={shopLinks.wishlist.getHref()}
      label={t('indicators.wishlistCount', { count })}
      icon={<HeartIcon />}
      counter={count}
    />
  );
});
