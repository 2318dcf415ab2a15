import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library only cooperates with fake timers when it sees a `jest` global.
(globalThis as unknown as { jest: unknown }).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};

afterEach(() => cleanup());

// The contact form's tests send through EmailJS's SDK (or a stand-in) with keys of their own.
vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'test-public-key');
vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'service_test');
vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', 'template_test');

// jsdom's default stylesheet hides every [popover] that is not open, but jsdom has no Popover API
// to open one (jsdom#3721): the view tests see the header's navigation as a browser without the
// API does, shown and hidden by the menu machine (header.tsx). Chromium's popover: tests/e2e.
if (typeof document !== 'undefined') {
  const popovers = document.createElement('style');
  popovers.textContent = '[popover]:not(:popover-open):not(dialog[open]) { display: block; }';
  document.head.append(popovers);
}
