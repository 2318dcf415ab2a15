import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import type { HeroImage } from '../../src/data/hero';
import { pictureSources } from '../../src/data/images';
import type { SnapshotFrom } from 'xstate';
import { heroCarouselMachine, type PauseReason } from '../../src/machines/hero-carousel-machine';
import { Hero } from '../../src/views/components/hero';
import { installMatchMedia, renderWithProviders } from '../views/render';
import { describeViewModel } from './harness';

// Each start picks the hero's image list: the real one or three images, to see the rotation
// that more images would get.
const heroData = vi.hoisted(() => ({ images: [] as readonly HeroImage[] }));
vi.mock('../../src/data/hero', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  get heroImages() {
    return heroData.images;
  },
}));
const { heroImages: real } =
  await vi.importActual<typeof import('../../src/data/hero')>('../../src/data/hero');

const threeImages: readonly HeroImage[] = ['one', 'two', 'three'].map((name) => ({
  src: `/images/hero/${name}.svg`,
  width: 1600,
  height: 900,
  altKey: 'imageAlt',
}));

const slideInterval = heroCarouselMachine.implementations.delays.slideInterval as number;

const start = (label: string, images: readonly HeroImage[], reducedMotion: boolean) => ({
  label,
  input: { count: images.length, reducedMotion },
  render: () => {
    heroData.images = images;
    installMatchMedia((query) => reducedMotion && query.includes('prefers-reduced-motion'));
    renderWithProviders(<Hero />);
  },
});

const hero = () =>
  screen.getByRole('region', { name: 'Trusted Myanmar counsel for international investors' });
const slideshowButton = () => screen.queryByRole('button', { name: /slideshow/ });

function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => Reflect.deleteProperty(document, 'hidden'));

type Snapshot = SnapshotFrom<typeof heroCarouselMachine>;
const pausedFor = (reason: PauseReason) => (snapshot: Snapshot) =>
  snapshot.context.pausedBy.includes(reason);

/** Only the image shown has alternative text, so it is the only one exposed as an image. */
function showsImage({ context }: Snapshot) {
  const shown = pictureSources(heroData.images[context.index]!.src).fallback;
  expect(screen.getByRole('img')).toHaveAttribute('src', shown);
}

/** The image, the button its state offers (none without rotation), held still unless playing. */
function shows(snapshot: Snapshot) {
  showsImage(snapshot);
  const still = snapshot.matches('static') || pausedFor('reducedMotion')(snapshot);
  if (still) expect(slideshowButton()).toBeNull();
  else
    expect(slideshowButton()).toHaveAccessibleName(
      pausedFor('user')(snapshot) ? 'Play slideshow' : 'Pause slideshow',
    );
  if (snapshot.matches('playing')) return;
  act(() => vi.advanceTimersByTime(slideInterval));
  showsImage(snapshot);
}

type Step = [label: string, run: () => void];

/** What starts and ends a pause for `reason`; each is offered only when it makes sense. */
function pausing(reason: PauseReason, [pause, doPause]: Step, [resume, doResume]: Step) {
  return [
    {
      label: pause,
      event: { type: 'carousel.pause', reason },
      when: (s: Snapshot) => !pausedFor(reason)(s),
      run: doPause,
    },
    {
      label: resume,
      event: { type: 'carousel.resume', reason },
      when: pausedFor(reason),
      run: doResume,
    },
  ];
}

/** The pause button is not there for visitors who prefer reduced motion. */
function pressButton(name: string, userPaused: boolean) {
  return {
    label: `press ${name}`,
    event: { type: 'carousel.toggle' },
    when: (s: Snapshot) => pausedFor('user')(s) === userPaused && !pausedFor('reducedMotion')(s),
    run: () => fireEvent.click(screen.getByRole('button', { name })),
  };
}

const heroLink = () => within(hero()).getByRole('link', { name: 'Talk to a lawyer' });

describeViewModel({
  name: 'hero carousel',
  machine: heroCarouselMachine,
  starts: [
    start('three images', threeImages, false),
    start('three images, reduced motion', threeImages, true),
    start(`today's images (${real.length})`, real, false),
  ],
  actions: [
    ...pausing(
      'hover',
      ['point at the hero', () => fireEvent.mouseEnter(hero())],
      ['point away', () => fireEvent.mouseLeave(hero())],
    ),
    ...pausing(
      'focus',
      ['tab to a hero link', () => act(() => heroLink().focus())],
      ['tab away', () => act(() => heroLink().blur())],
    ),
    ...pausing(
      'hidden',
      ['switch to another tab', () => act(() => setTabHidden(true))],
      ['come back to the tab', () => act(() => setTabHidden(false))],
    ),
    pressButton('Pause slideshow', false),
    pressButton('Play slideshow', true),
  ],
  states: { static: shows, playing: shows, paused: shows },
  describe: ({ context: { index, pausedBy } }) =>
    `image ${index + 1}${pausedBy.length ? `; paused by ${pausedBy.join(', ')}` : ''}`,
});
