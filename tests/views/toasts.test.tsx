import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import toast from 'react-hot-toast';
import Toasts from '../../src/views/components/toasts';
// For the matchMedia that jsdom lacks and react-hot-toast asks whether motion is reduced.
import './render';

// Toasts last 4000 ms (error 4000, success 2000, loading until replaced); at most 20 toasts.
// react-hot-toast hides a toast when its time is up and removes it from the page 1 s later.
const removeDelay = 1000;

beforeEach(() => {
  vi.useFakeTimers();
  render(<Toasts />);
});
afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

test.each([
  ['success', 2000, toast.success],
  ['error', 4000, toast.error],
  ['plain (default)', 4000, toast],
])('a %s toast is announced to screen readers, stays %i ms, then goes', (_, duration, show) => {
  act(() => show('Spec toast'));
  expect(screen.getByRole('status')).toHaveTextContent('Spec toast');
  advance(duration - 100);
  expect(screen.getByText('Spec toast')).toBeInTheDocument();
  // Hidden when its time is up, then taken out of the page after the removal delay.
  advance(200);
  advance(removeDelay + 100);
  expect(screen.queryByText('Spec toast')).toBeNull();
});

test('a loading toast stays until it is replaced', () => {
  act(() => toast.loading('Sending message...', { id: 'send' }));
  advance(60_000);
  expect(screen.getByText('Sending message...')).toBeInTheDocument();
  act(() => toast.success('Message sent successfully!', { id: 'send' }));
  expect(screen.queryByText('Sending message...')).toBeNull();
  expect(screen.getByText('Message sent successfully!')).toBeInTheDocument();
});

test('at most 20 toasts are shown at once', () => {
  act(() => {
    for (let i = 1; i <= 25; i++) toast(`Toast ${i}`);
  });
  expect(screen.getAllByText(/^Toast \d+$/)).toHaveLength(20);
});
