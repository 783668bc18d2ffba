import { useEffect, useState } from 'react';
import { Link } from '@autoparts/shared/router';
import { useTranslation } from '@autoparts/shared/translation';
import { shopLinks } from '@autoparts/shared';
import { BackIcon, ForwardIcon } from '../../layout/indicators/icons';
import brakeDisc from './hero/brake-disc.svg';
import headlight from './hero/headlight.svg';
import { FIRST_SLIDE_ART } from './first-slide';
import styles from './slideshow.module.css';

// Each slide's picture is an image file, not inline SVG: the first one is the home page's
// largest element on a phone, painted with the shell's first render, whereas an inline drawing
// is never counted as one and the page's LCP waited for the shop's product pictures instead.
const SLIDES: readonly { key: string; url: string; art: string }[] = [
  {
    key: 'wheels',
    url: shopLinks.category.getHref({ slug: 'wheels-tires' }),
    art: FIRST_SLIDE_ART,
  },
  { key: 'brakes', url: shopLinks.category.getHref({ slug: 'brakes' }), art: brakeDisc },
  {
    key: 'lighting',
    url: shopLinks.category.getHref({ slug: 'headlights-lighting' }),
    art: headlight,
  },
];

const AUTOPLAY_MS = 6000;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : true;
}

/** Home two's slideshow: three offers, turning every 6 s unless the visitor is on it. */
export function Slideshow() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = SLIDES.length;
  const go = (next: number) => setIndex((next + count) % count);

  useEffect(() => {
    if (paused || prefersReducedMotion()) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [index, paused, count]);

  return (
    <section
      className={styles.slideshow}
      aria-roledescription="carousel"
      aria-label={t('home.slideshow')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <h1 className="ap-visually-hidden">{t('home.title')}</h1>
      <div className={`ap-container ${styles.frame}`}>
        {SLIDES.map((slide, i) => (
          <div
            key={slide.key}
            className={`${styles.slide} ${styles[slide.key] ?? ''} ${i === index ? styles.active : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.slideOf', { index: i + 1, count })}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            <div className={styles.text}>
              <p className={styles.kicker}>{t(`home.slides.${slide.key}.kicker`)}</p>
              <h2 className={styles.title}>{t(`home.slides.${slide.key}.title`)}</h2>
              <p className={styles.lead}>{t(`home.slides.${slide.key}.text`)}</p>
              <Link to={slide.url} className={`ap-button ${styles.cta}`}>
                {t('home.shopNow')}
              </Link>
            </div>
            <img
              className={styles.art}
              src={slide.art}
              alt=""
              width={200}
              height={150}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
            />
          </div>
        ))}
        <button
          type="button"
          className={`${styles.arrow} ${styles.prev}`}
          aria-label={t('home.previousSlide')}
          onClick={() => go(index - 1)}
        >
          <BackIcon size={14} />
        </button>
        <button
          type="button"
          className={`${styles.arrow} ${styles.next}`}
          aria-label={t('home.nextSlide')}
          onClick={() => go(index + 1)}
        >
          <ForwardIcon size={14} />
        </button>
        <div className={styles.dots}>
          {SLIDES.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              className={`${styles.dot} ${i === index ? styles.dotActive : ''}`}
              aria-label={t('home.goToSlide', { index: i + 1 })}
              aria-current={i === index}
              onClick={() => go(i)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
