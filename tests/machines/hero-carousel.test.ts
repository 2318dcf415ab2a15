// @vitest-environment node
// What the hero's paths on the page (tests/model/hero-carousel.test.tsx) cannot show: edge
// inputs, every number of images and intervals, and any order of overlapping pauses.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import fc from 'fast-check';
import { createActor } from 'xstate';
import {
  heroCarouselMachine,
  pauseReasons,
  type HeroCarouselInput,
  type PauseReason,
} from '../../src/machines/hero-carousel-machine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const start = (input: HeroCarouselInput) => createActor(heroCarouselMachine, { input }).start();

test.each([0, 1])('%i images never schedule a timer and never rotate', (count) => {
  const hero = start({ count, reducedMotion: false });
  vi.advanceTimersByTime(60_000);
  expect(hero.getSnapshot().value).toBe('static');
  expect(hero.getSnapshot().context.index).toBe(0);
  expect(vi.getTimerCount()).toBe(0);
});

const slideInterval = heroCarouselMachine.implementations.delays.slideInterval as number;

test(`with n images, after k intervals of ${slideInterval} ms the image is k mod n, not a millisecond early`, () => {
  expect(slideInterval, '4000 ms between slides').toBe(4000);
  fc.assert(
    fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 12 }), (count, k) => {
      const hero = start({ count, reducedMotion: false });
      vi.advanceTimersByTime(slideInterval * k - 1);
      expect(hero.getSnapshot().context.index).toBe((k - 1) % count);
      vi.advanceTimersByTime(1);
      expect(hero.getSnapshot().context.index).toBe(k % count);
      hero.stop();
    }),
  );
});

const visitorReasons = pauseReasons.filter((reason) => reason !== 'reducedMotion');
const visitorEvent = fc.oneof(
  fc.record({
    type: fc.constantFrom('carousel.pause' as const, 'carousel.resume' as const),
    reason: fc.constantFrom(...visitorReasons),
  }),
  fc.constant({ type: 'carousel.toggle' as const }),
);

test('in any order of pauses, resumes and button presses, the slideshow plays only once every reason has ended', () => {
  fc.assert(
    fc.property(
      fc.boolean(),
      fc.array(visitorEvent, { maxLength: 20 }),
      (reducedMotion, events) => {
        const hero = start({ count: 3, reducedMotion });
        // The oracle: the set of reasons still holding the slideshow; the button flips 'user'.
        const holding = new Set<PauseReason>(reducedMotion ? ['reducedMotion'] : []);
        for (const event of events) {
          hero.send(event);
          if (event.type === 'carousel.toggle') {
            if (holding.has('user')) holding.delete('user');
            else holding.add('user');
          } else if (event.type === 'carousel.pause') holding.add(event.reason);
          else holding.delete(event.reason);
          const { value, context } = hero.getSnapshot();
          expect(context.pausedBy).toEqual(pauseReasons.filter((reason) => holding.has(reason)));
          expect(value).toBe(holding.size === 0 ? 'playing' : 'paused');
        }
        hero.stop();
      },
    ),
  );
});
