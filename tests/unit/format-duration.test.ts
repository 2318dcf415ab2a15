import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../scripts/env.mjs';

// The durations `npm test` and `npm run bench` print for each step and in total.
describe('formatDuration', () => {
  it('reads seconds to a tenth under a minute', () => {
    expect(formatDuration(1_234)).toBe('1.2 s');
    expect(formatDuration(59_940)).toBe('59.9 s');
  });

  it('reads minutes and two-digit seconds from a minute on', () => {
    expect(formatDuration(60_000)).toBe('1 min 00 s');
    expect(formatDuration(123_400)).toBe('2 min 03 s');
  });

  it('carries a rounded-up minute instead of printing 60 seconds', () => {
    expect(formatDuration(599_600)).toBe('10 min 00 s');
    expect(formatDuration(119_700)).toBe('2 min 00 s');
  });
});
