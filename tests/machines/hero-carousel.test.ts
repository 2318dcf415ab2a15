import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  heroCarouselMachine,
  pauseReasons,
  type HeroCarouselInput,
} from '../../src/machines/hero-carousel-machine';
import {
  CoverageRecorder,
  generatePaths,
  once,
  replayPaths,
  type EventCases,
  describeModel,
} from './model-coverage';

const events: EventCases<typeof heroCarouselMachine> = {
  'carousel.pause': pauseReasons.map((reason) => ({ type: 'carousel.pause', reason })),
  'carousel.resume': pauseReasons.map((reason) => ({ type: 'carousel.resume', reason })),
};

// Each input reaches a different branch of the start-up decision.
const inputs: HeroCarouselInput[] = [
  { count: 3, reducedMotion: false },
  { count: 3, reducedMotion: true },
  { count: 1, reducedMotion: false },
];

const replay = once(async () => {
  const recorder = new CoverageRecorder();
  const failures: string[] = [];
  let pathCount = 0;
  for (const input of inputs) {
    const result = await replayPaths(generatePaths(heroCarouselMachine, { events, input }), {
      machine: heroCarouselMachine,
      start: (inspect) => createActor(heroCarouselMachine, { input, inspect }).start(),
    });
    pathCount += result.pathCount;
    failures.push(...result.failures.map((failure) => `${JSON.stringify(input)}: ${failure}`));
    recorder.merge(result.recorder);
  }
  return { pathCount, failures, recorder };
});

describeModel('hero carousel model', heroCarouselMachine, replay);

describe('hero carousel rules', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start(input: HeroCarouselInput) {
    return createActor(heroCarouselMachine, { input }).start();
  }

  test('a single image never schedules a timer and never changes', () => {
    const hero = start({ count: 1, reducedMotion: false });
    expect(hero.getSnapshot().value).toBe('static');
    expect(vi.getTimerCount()).toBe(0);
    hero.send({ type: 'carousel.next' });
    hero.send({ type: 'carousel.toggle' });
    hero.send({ type: 'carousel.pause', reason: 'hover' });
    hero.send({ type: 'carousel.resume', reason: 'hover' });
    vi.advanceTimersByTime(60_000);
    expect(vi.getTimerCount()).toBe(0);
    expect(hero.getSnapshot().value).toBe('static');
    expect(hero.getSnapshot().context).toEqual({ index: 0, count: 1, pausedBy: [] });
  });

  test('no images at all is as still as one', () => {
    const hero = start({ count: 0, reducedMotion: false });
    vi.advanceTimersByTime(60_000);
    expect(hero.getSnapshot().value).toBe('static');
    expect(vi.getTimerCount()).toBe(0);
  });

  test('every 4000 ms the index advances, wrapping to the first image', () => {
    const hero = start({ count: 3, reducedMotion: false });
    expect(hero.getSnapshot().value).toBe('playing');
    vi.advanceTimersByTime(3999);
    expect(hero.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(hero.getSnapshot().context.index).toBe(1);
    vi.advanceTimersByTime(4000);
    expect(hero.getSnapshot().context.index).toBe(2);
    vi.advanceTimersByTime(4000);
    expect(hero.getSnapshot().context.index).toBe(0);
    expect(vi.getTimerCount()).toBe(1);
  });

  test('reduced motion starts paused and never advances on its own', () => {
    const hero = start({ count: 3, reducedMotion: true });
    expect(hero.getSnapshot().value).toBe('paused');
    expect(hero.getSnapshot().context.pausedBy).toEqual(['reducedMotion']);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(hero.getSnapshot().context.index).toBe(0);
  });

  test.each(pauseReasons)('pausing for %s stops the rotation until resumed', (reason) => {
    const hero = start({ count: 3, reducedMotion: false });
    hero.send({ type: 'carousel.pause', reason });
    expect(hero.getSnapshot().value).toBe('paused');
    expect(hero.getSnapshot().context.pausedBy).toEqual([reason]);
    vi.advanceTimersByTime(20_000);
    expect(hero.getSnapshot().context.index).toBe(0);
    hero.send({ type: 'carousel.resume', reason });
    expect(hero.getSnapshot().value).toBe('playing');
    vi.advanceTimersByTime(4000);
    expect(hero.getSnapshot().context.index).toBe(1);
  });

  test('rotation resumes only once every pause reason has ended', () => {
    const hero = start({ count: 3, reducedMotion: false });
    hero.send({ type: 'carousel.pause', reason: 'hidden' });
    hero.send({ type: 'carousel.pause', reason: 'hover' });
    expect(hero.getSnapshot().context.pausedBy).toEqual(['hover', 'hidden']);
    hero.send({ type: 'carousel.resume', reason: 'hover' });
    expect(hero.getSnapshot().value).toBe('paused');
    vi.advanceTimersByTime(8000);
    expect(hero.getSnapshot().context.index).toBe(0);
    hero.send({ type: 'carousel.resume', reason: 'hidden' });
    expect(hero.getSnapshot().value).toBe('playing');
  });

  test('a repeated pause reason is kept once, so one resume ends it', () => {
    const hero = start({ count: 3, reducedMotion: false });
    hero.send({ type: 'carousel.pause', reason: 'focus' });
    hero.send({ type: 'carousel.pause', reason: 'focus' });
    expect(hero.getSnapshot().context.pausedBy).toEqual(['focus']);
    hero.send({ type: 'carousel.resume', reason: 'focus' });
    expect(hero.getSnapshot().value).toBe('playing');
  });

  test('resuming a reason that never paused the slideshow changes nothing', () => {
    const hero = start({ count: 3, reducedMotion: false });
    expect(hero.getSnapshot().can({ type: 'carousel.resume', reason: 'hover' })).toBe(false);
    hero.send({ type: 'carousel.pause', reason: 'hidden' });
    hero.send({ type: 'carousel.resume', reason: 'hover' });
    expect(hero.getSnapshot().value).toBe('paused');
    expect(hero.getSnapshot().context.pausedBy).toEqual(['hidden']);
  });

  test('the pause button pauses and resumes for the user without lifting other reasons', () => {
    const hero = start({ count: 3, reducedMotion: false });
    hero.send({ type: 'carousel.toggle' });
    expect(hero.getSnapshot().value).toBe('paused');
    expect(hero.getSnapshot().context.pausedBy).toEqual(['user']);
    hero.send({ type: 'carousel.toggle' });
    expect(hero.getSnapshot().value).toBe('playing');

    hero.send({ type: 'carousel.pause', reason: 'hover' });
    hero.send({ type: 'carousel.toggle' });
    expect(hero.getSnapshot().context.pausedBy).toEqual(['hover', 'user']);
    hero.send({ type: 'carousel.toggle' });
    expect(hero.getSnapshot().value).toBe('paused');
    expect(hero.getSnapshot().context.pausedBy).toEqual(['hover']);
  });

  test('under reduced motion the pause button never starts the rotation', () => {
    const hero = start({ count: 3, reducedMotion: true });
    hero.send({ type: 'carousel.toggle' });
    expect(hero.getSnapshot().context.pausedBy).toEqual(['reducedMotion', 'user']);
    hero.send({ type: 'carousel.toggle' });
    expect(hero.getSnapshot().value).toBe('paused');
  });

  test('next and previous wrap around in both directions', () => {
    const hero = start({ count: 3, reducedMotion: false });
    hero.send({ type: 'carousel.previous' });
    expect(hero.getSnapshot().context.index).toBe(2);
    hero.send({ type: 'carousel.next' });
    expect(hero.getSnapshot().context.index).toBe(0);
  });

  test('a manual step restarts the 4000 ms interval', () => {
    const hero = start({ count: 3, reducedMotion: false });
    vi.advanceTimersByTime(3000);
    hero.send({ type: 'carousel.next' });
    expect(hero.getSnapshot().context.index).toBe(1);
    vi.advanceTimersByTime(3999);
    expect(hero.getSnapshot().context.index).toBe(1);
    vi.advanceTimersByTime(1);
    expect(hero.getSnapshot().context.index).toBe(2);
  });

  test('stepping while paused changes the image but stays paused', () => {
    const hero = start({ count: 3, reducedMotion: false });
    hero.send({ type: 'carousel.pause', reason: 'user' });
    hero.send({ type: 'carousel.next' });
    hero.send({ type: 'carousel.next' });
    expect(hero.getSnapshot().value).toBe('paused');
    expect(hero.getSnapshot().context.index).toBe(2);
    hero.send({ type: 'carousel.previous' });
    expect(hero.getSnapshot().context.index).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
