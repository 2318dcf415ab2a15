import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { createClientI18n } from '../../src/i18n/client';
import { Root } from '../../src/views/Root';
import { enResources, installMatchMedia, stubUnbundledFetch } from './render';

// Root, as src/main.tsx hydrates it: once the tree's effects have run it tells the boot script
// (onReady), then detects the visitor's language (spec §9). The detection probes the cookie and
// the storages, and writes the choice: a few milliseconds that must not lengthen the task that
// runs the hydration's effects (decision 0014).

const atContact = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/contact']}>{children}</MemoryRouter>
);

beforeEach(() => {
  localStorage.clear();
  installMatchMedia();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  stubUnbundledFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

test('the visitor’s language is detected in a task after the one that reports the app ready', async () => {
  const i18n = await createClientI18n({ lng: 'en', resources: enResources });
  const storedWhenReady: (string | null)[] = [];
  const onReady = () => {
    // What the task that ran the effects has done by its end (microtasks included).
    queueMicrotask(() => storedWhenReady.push(localStorage.getItem('i18nextLng')));
  };
  await act(async () => {
    render(<Root i18n={i18n} router={atContact} onReady={onReady} />);
    await Promise.resolve();
  });
  expect(storedWhenReady.length).toBeGreaterThan(0);
  expect(storedWhenReady.every((stored) => stored === null)).toBe(true);
  // jsdom's navigator says en-US: the English page stays English, and the choice is cached.
  await waitFor(() => expect(localStorage.getItem('i18nextLng')).toBe('en'));
  expect(i18n.language).toBe('en');
});
