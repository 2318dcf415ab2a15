import { assertEvent, assign, raise, setup } from 'xstate';

/** Every cause that can hold the slideshow still; order here is the order kept in `pausedBy`. */
export const pauseReasons = ['hover', 'focus', 'hidden', 'reducedMotion', 'user'] as const;
export type PauseReason = (typeof pauseReasons)[number];

export type HeroCarouselInput = { count: number; reducedMotion: boolean };

/**
 * The home page hero cycles through its images every 4000 ms. Pausing is a set of reasons, not a
 * flag: hover, focus, a hidden tab, reduced motion and the pause button (WCAG 2.2.2) overlap, and it
 * moves again only once all have ended. With a single image no timer runs.
 */
export const heroCarouselMachine = setup({
  types: {
    input: {} as HeroCarouselInput,
    context: {} as { index: number; count: number; pausedBy: PauseReason[] },
    events: {} as
      | { type: 'carousel.pause'; reason: PauseReason }
      | { type: 'carousel.resume'; reason: PauseReason }
      | { type: 'carousel.toggle' },
  },
  delays: { slideInterval: 4000 },
  guards: {
    hasSingleImage: ({ context }) => context.count <= 1,
    hasPauseReason: ({ context }) => context.pausedBy.length > 0,
    isLastPauseReason: ({ context, event }) => {
      assertEvent(event, 'carousel.resume');
      return context.pausedBy.every((reason) => reason === event.reason);
    },
    isPausedByUser: ({ context }) => context.pausedBy.includes('user'),
  },
  actions: {
    showNextSlide: assign({ index: ({ context }) => (context.index + 1) % context.count }),
    addPauseReason: assign({
      pausedBy: ({ context, event }) => {
        assertEvent(event, 'carousel.pause');
        return pauseReasons.filter(
          (reason) => reason === event.reason || context.pausedBy.includes(reason),
        );
      },
    }),
    removePauseReason: assign({
      pausedBy: ({ context, event }) => {
        assertEvent(event, 'carousel.resume');
        return context.pausedBy.filter((reason) => reason !== event.reason);
      },
    }),
    // The pause button is just one more reason, so it reuses the pause/resume rules.
    requestUserPause: raise({ type: 'carousel.pause', reason: 'user' }),
    requestUserResume: raise({ type: 'carousel.resume', reason: 'user' }),
  },
}).createMachine({
  id: 'heroCarousel',
  context: ({ input }) => ({
    index: 0,
    count: input.count,
    pausedBy: input.reducedMotion ? ['reducedMotion'] : [],
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasSingleImage', target: 'static' },
        { guard: 'hasPauseReason', target: 'paused' },
        { target: 'playing' },
      ],
    },
    // Nothing to rotate: no timer, and no event is listened to.
    static: {},
    // Re-entering starts the next interval; resuming starts a full one.
    playing: {
      after: { slideInterval: { target: 'playing', reenter: true, actions: 'showNextSlide' } },
      on: {
        'carousel.pause': { target: 'paused', actions: 'addPauseReason' },
        'carousel.toggle': { actions: 'requestUserPause' },
      },
    },
    paused: {
      on: {
        'carousel.pause': { actions: 'addPauseReason' },
        'carousel.resume': [
          { guard: 'isLastPauseReason', target: 'playing', actions: 'removePauseReason' },
          { actions: 'removePauseReason' },
        ],
        'carousel.toggle': [
          { guard: 'isPausedByUser', actions: 'requestUserResume' },
          { actions: 'requestUserPause' },
        ],
      },
    },
  },
});
