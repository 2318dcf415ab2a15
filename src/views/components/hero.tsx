import { useEffect, useRef } from 'react';
import { Link } from '../ui/link';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { heroCarouselMachine, type PauseReason } from '../../machines/hero-carousel-machine';
import { heroImages, heroSizes } from '../../data/hero';
import { pictureSources } from '../../data/images';
import { button, container } from '../ui/ui.css';
import { inspectOptions } from '../inspector';
import { Picture } from './picture';
import { liveAttribute } from '../../form-before-app';
import * as styles from './hero.css';
import { paths } from '../../data/routes';

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function Hero() {
  const { t } = useTranslation('home');
  const carousel = useActorRef(heroCarouselMachine, {
    ...inspectOptions(),
    input: { count: heroImages.length, reducedMotion: reducedMotion() },
  });
  const index = useSelector(carousel, (s) => s.context.index);
  const userPaused = useSelector(carousel, (s) => s.context.pausedBy.includes('user'));
  const still = useSelector(carousel, (s) => s.context.pausedBy.includes('reducedMotion'));
  const rotates = heroImages.length > 1;
  const rootRef = useRef<HTMLElement>(null);

  // Pauses while the visitor hovers or focuses the hero, and while the tab is hidden.
  useEffect(() => {
    const root = rootRef.current;
    if (!rotates || !root) return;
    const on = (reason: PauseReason, pause: boolean) => () =>
      carousel.send({ type: pause ? 'carousel.pause' : 'carousel.resume', reason });
    const listeners: [EventTarget, string, () => void][] = [
      [root, 'mouseenter', on('hover', true)],
      [root, 'mouseleave', on('hover', false)],
      [root, 'focusin', on('focus', true)],
      [root, 'focusout', on('focus', false)],
      [document, 'visibilitychange', () => on('hidden', document.hidden)()],
    ];
    listeners.forEach(([target, type, listener]) => target.addEventListener(type, listener));
    return () =>
      listeners.forEach(([target, type, listener]) => target.removeEventListener(type, listener));
  }, [carousel, rotates]);

  return (
    <section
      ref={rootRef}
      className={styles.root}
      aria-labelledby="hero-title"
      {...(rotates && { [liveAttribute]: '' })}
    >
      <div className={styles.media_}>
        {heroImages.map((image, i) => (
          <Picture
            key={image.src}
            sources={pictureSources(image.src, image)}
            sizes={heroSizes}
            alt={i === index ? t(`hero.${image.altKey}`) : ''}
            className={`${styles.image} ${i === index ? styles.imageActive : ''}`}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'low'}
            decoding="async"
          />
        ))}
        <div className={styles.scrim} />
      </div>
      <div className={`${container} ${styles.content}`}>
        <span className={styles.eyebrow}>{t('hero.eyebrow')}</span>
        <h1 id="hero-title" tabIndex={-1} className={styles.title}>
          {t('hero.title')}
        </h1>
        <p className={styles.text}>{t('hero.text')}</p>
        <div className={styles.actions}>
          <Link to={paths.contact} className={button.gold}>
            {t('hero.primary')}
          </Link>
          <Link to={paths.expertise} className={button.outlineLight}>
            {t('hero.secondary')}
          </Link>
        </div>
      </div>
      {rotates && !still && (
        <button
          type="button"
          className={styles.control}
          onClick={() => carousel.send({ type: 'carousel.toggle' })}
        >
          {userPaused ? t('hero.play') : t('hero.pause')}
        </button>
      )}
    </section>
  );
}
