import { useTranslation } from '@autoparts/shared/translation';
import { usePageMeta } from '@autoparts/shared';
import { HeroFinder } from './hero-finder';
import { HomeBlocksSlot } from './home-blocks-slot';
import { Slideshow } from './slideshow';

/**
 * The two home pages of spec §2: home one opens with the vehicle finder hero, home two (the
 * default at /) with the slideshow; the shop's blocks follow both.
 */
export function HomePage({ variant = 'two' }: { variant?: 'one' | 'two' }) {
  const { t } = useTranslation();
  // /home-two and the header demos show the home page again: / is the one to index.
  usePageMeta({ description: t('seo.description'), canonical: '/' });
  return (
    <>
      {variant === 'one' ? <HeroFinder /> : <Slideshow />}
      <HomeBlocksSlot variant={variant} />
    </>
  );
}
