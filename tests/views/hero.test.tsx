import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { HeroImage } from '../../src/data/hero';
import { Hero } from '../../src/views/components/Hero';
import { installMatchMedia, renderWithProviders } from './render';

// The Hero reads its list from src/data/hero.ts. Each test picks the list: the real one (a single
// image today) or three images, to see the rotation the spec asks for once more images exist.
const heroData = vi.hoisted(() => ({
  images: [] as readonly HeroImage[],
  real: [] as readonly HeroImage[],
}));

vi.mock('../../src/data/hero', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/data/hero')>();
  heroData.real = actual.heroImages;
  return {
    ...actual,
    get heroImages() {
      return heroData.images;
    },
  };
});

const threeImages: readonly HeroImage[] = [
  { src: '/images/hero/one.svg', width: 1600, height: 900, altKey: 'imageAlt' },
  { src: '/images/hero/two.svg', width: 1600, height: 900, altKey: 'imageAlt' },
  { src: '/images/hero/three.svg', width: 1600, height: 900, altKey: 'imageAlt' },
];

/** Only the active image has alternative text, so it is the only one exposed as an image. */
function activeImage(): string | null {
  return screen.getByRole('img').getAttribute('src');
}

function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

function hero() {
  return screen.getByRole('region', {
    name: 'Trusted Myanmar counsel for international investors',
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  installMatchMedia();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('hero with the real data (one image)', () => {
  test('schedules no timer, never changes the image and offers no pause button', () => {
    heroData.images = heroData.real;
    expect(heroData.real).toHaveLength(1);
    renderWithProviders(<Hero />);

    expect(vi.getTimerCount()).toBe(0);
    advance(20000);
    expect(activeImage()).toBe(heroData.real[0]?.src);
    expect(screen.queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
  });
});

describe('hero with three images', () => {
  beforeEach(() => {
    heroData.images = threeImages;
  });

  test('shows the next image every 4000 ms and wraps around', () => {
    renderWithProviders(<Hero />);
    expect(activeImage()).toBe('/images/hero/one.svg');
    expect(vi.getTimerCount()).toBeGreaterThan(0);

    advance(3999);
    expect(activeImage()).toBe('/images/hero/one.svg');
    advance(1);
    expect(activeImage()).toBe('/images/hero/two.svg');
    advance(4000);
    expect(activeImage()).toBe('/images/hero/three.svg');
    advance(4000);
    expect(activeImage()).toBe('/images/hero/one.svg');
  });

  test('hovering pauses the slideshow and leaving resumes it', async () => {
    const { user } = renderWithProviders(<Hero />);
    await user.hover(hero());
    advance(8000);
    expect(activeImage()).toBe('/images/hero/one.svg');

    await user.unhover(hero());
    advance(4000);
    expect(activeImage()).toBe('/images/hero/two.svg');
  });

  test('the Pause slideshow button stops the rotation until Play slideshow is pressed', async () => {
    const { user } = renderWithProviders(<Hero />);
    const button = screen.getByRole('button', { name: 'Pause slideshow' });

    await user.click(button);
    expect(button).toHaveAccessibleName('Play slideshow');
    // Hover and focus also pause; take both away so only the button's pause remains.
    await user.unhover(hero());
    act(() => button.blur());
    advance(8000);
    expect(activeImage()).toBe('/images/hero/one.svg');

    await user.click(button);
    expect(button).toHaveAccessibleName('Pause slideshow');
    await user.unhover(hero());
    act(() => button.blur());
    advance(4000);
    expect(activeImage()).toBe('/images/hero/two.svg');
  });

  test('does not rotate when the visitor prefers reduced motion', () => {
    installMatchMedia((query) => query.includes('prefers-reduced-motion'));
    renderWithProviders(<Hero />);
    advance(12000);
    expect(activeImage()).toBe('/images/hero/one.svg');
  });
});
