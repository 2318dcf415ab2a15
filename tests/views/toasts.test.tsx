import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import toast from 'react-hot-toast';
import Toasts from '../../src/views/layout/Toasts';

// Spec §9: default 4000 ms, error 4000, success 2000, loading until replaced; at most 20 toasts.
// react-hot-toast hides a toast when its time is up and removes it from the page 1 s later.
const removeDelay = 1000;

beforeEach(() => {
  vi.useFakeTimers();
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  act(() => {
    toast.remove();
  });
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('toasts keep the spec durations', () => {
  test.each([
    ['success', 2000, (message: string) => toast.success(message)],
    ['error', 4000, (message: string) => toast.error(message)],
    ['plain (default)', 4000, (message: string) => toast(message)],
  ])('a %s toast stays %i ms, then goes', (_kind, duration, show) => {
    render(<Toasts />);
    act(() => {
      show('Spec toast');
    });
    expect(screen.getByText('Spec toast')).toBeInTheDocument();
    advance(duration - 100);
    expect(screen.getByText('Spec toast')).toBeInTheDocument();
    // Hidden when its time is up, then taken out of the page after the removal delay.
    advance(200);
    advance(removeDelay + 100);
    expect(screen.queryByText('Spec toast')).toBeNull();
  });

  test('a loading toast stays until it is replaced', () => {
    render(<Toasts />);
    act(() => {
      toast.loading('Sending message...', { id: 'send' });
    });
    advance(60_000);
    expect(screen.getByText('Sending message...')).toBeInTheDocument();
    act(() => {
      toast.success('Message sent successfully!', { id: 'send' });
    });
    expect(screen.queryByText('Sending message...')).toBeNull();
    expect(screen.getByText('Message sent successfully!')).toBeInTheDocument();
  });

  test('at most 20 toasts are shown at once', () => {
    render(<Toasts />);
    act(() => {
      for (let i = 1; i <= 25; i++) toast(`Toast ${i}`);
    });
    expect(screen.getAllByText(/^Toast \d+$/)).toHaveLength(20);
  });

  test('toasts are announced to screen readers', () => {
    render(<Toasts />);
    act(() => {
      toast.error('Failed to send message. Please try again.');
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Failed to send message. Please try again.',
    );
  });
});
